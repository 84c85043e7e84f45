import { redirect } from "react-router";

/** Some articles link to /contact: the contact section lives on the home page. */
export function loader() {
  return redirect("/#contact", 301);
}
