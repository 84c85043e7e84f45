/**
 * Where a page opens after a form posted without JavaScript (docs/decisions/039): every form posts
 * to its page with this fragment, and the page's answer (the outcome panel, the error summary, a
 * notice) carries this id, so the browser opens the page at the answer, below the fixed header
 * (`scroll-padding-top`), rather than at its top with the answer thousands of pixels down. Only
 * one form answers a post, so a page holds at most one such answer. A form refused with nothing
 * but field messages has no such element: its first field to fix has the focus (`autofocus`).
 */
export const FORM_ANSWER_ID = "form-answer";

/** A form's `action`, to the page at its answer: `/insights` becomes `/insights#form-answer`. */
export const answeredAt = (action = "") => `${action.split("#")[0]}#${FORM_ANSWER_ID}`;

/** The id of an element that shows a page's answer: only while the page is as the server sent it. */
export const answerId = (isPageAnswer: boolean | undefined) => (isPageAnswer ? FORM_ANSWER_ID : undefined);
