/** Where a visitor lands once booked: their manage link's page, saying the call is booked. */
export function confirmationPath(manageLink: string): string {
  return `${new URL(manageLink).pathname}?booked`;
}
