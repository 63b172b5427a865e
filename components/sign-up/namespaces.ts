/** The message namespaces the registration form needs on the client. */
export const SIGN_UP_NAMESPACES = ["SignUp", "Account", "Api", "ApiClient"] as const;
