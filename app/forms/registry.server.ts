import { accountSubscriptionServer } from "./account-subscription/account-subscription.server";
import { articleServer } from "./article/article.server";
import { articleNoticeServer } from "./article-notice/article-notice.server";
import { bookingServer } from "./booking/booking.server";
import { bookingSettingsServer } from "./booking-settings/booking-settings.server";
import { busyCalendarServer } from "./busy-calendar/busy-calendar.server";
import { busyCalendarRemovalServer } from "./busy-calendar-removal/busy-calendar-removal.server";
import { calendarFeedServer } from "./calendar-feed/calendar-feed.server";
import { callCancelServer } from "./call-cancel/call-cancel.server";
import { callCancelQuestionServer } from "./call-cancel-question/call-cancel-question.server";
import { callMoveServer } from "./call-move/call-move.server";
import { changeNameServer } from "./change-name/change-name.server";
import { changePasswordServer } from "./change-password/change-password.server";
import { confirmRegistrationServer } from "./confirm-registration/confirm-registration.server";
import { contactServer } from "./contact/contact.server";
import { countingServer } from "./counting/counting.server";
import { deleteAccountServer } from "./delete-account/delete-account.server";
import { erasureServer } from "./erasure/erasure.server";
import { firmFactsServer } from "./firm-facts/firm-facts.server";
import { forgotPasswordServer } from "./forgot-password/forgot-password.server";
import { leadCancelServer } from "./lead-cancel/lead-cancel.server";
import { leadMoveServer } from "./lead-move/lead-move.server";
import { leadNotSpamServer } from "./lead-not-spam/lead-not-spam.server";
import { leadNoteServer } from "./lead-note/lead-note.server";
import { leadOutcomeServer } from "./lead-outcome/lead-outcome.server";
import { leadReplyServer } from "./lead-reply/lead-reply.server";
import { leadSpamServer } from "./lead-spam/lead-spam.server";
import { leadStageServer } from "./lead-stage/lead-stage.server";
import { mailRetryServer } from "./mail-retry/mail-retry.server";
import { morningListServer } from "./morning-list/morning-list.server";
import { personNoteServer } from "./person-note/person-note.server";
import { resendConfirmationServer } from "./resend-confirmation/resend-confirmation.server";
import { resetPasswordServer } from "./reset-password/reset-password.server";
import { resourceRequestServer } from "./resource-request/resource-request.server";
import { savedReplyServer } from "./saved-reply/saved-reply.server";
import { signInServer } from "./sign-in/sign-in.server";
import { signUpServer } from "./sign-up/sign-up.server";
import { spamRestoreServer } from "./spam-restore/spam-restore.server";
import { subscribeServer } from "./subscribe/subscribe.server";

/**
 * Every form the site takes, one line each: the registry (server/forms/registry.ts) mounts each
 * one's JSON endpoint and page action from its declaration, through the shared pipeline. A new
 * form is a folder beside this file, a line here, and its words in app/content/.
 */
export const forms = [
  contactServer,
  resourceRequestServer,
  subscribeServer,
  bookingServer,
  signInServer,
  signUpServer,
  forgotPasswordServer,
  resendConfirmationServer,
  resetPasswordServer,
  confirmRegistrationServer,
  changeNameServer,
  changePasswordServer,
  deleteAccountServer,
  accountSubscriptionServer,
  articleServer,
  firmFactsServer,
  countingServer,
  // A lead's page (its stage, note, reply, spam; a call's cancel, outcome, move) and the spam view.
  leadNoteServer,
  leadStageServer,
  leadReplyServer,
  leadSpamServer,
  leadNotSpamServer,
  spamRestoreServer,
  leadCancelServer,
  leadOutcomeServer,
  leadMoveServer,
  // The back office's day to day: the morning list, a person's note, saved replies, mail, erasure, notices.
  morningListServer,
  personNoteServer,
  savedReplyServer,
  mailRetryServer,
  erasureServer,
  articleNoticeServer,
  // Booking: the owner's settings and calendars, and the client's call page.
  bookingSettingsServer,
  busyCalendarServer,
  busyCalendarRemovalServer,
  calendarFeedServer,
  callMoveServer,
  callCancelQuestionServer,
  callCancelServer,
];
