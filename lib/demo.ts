/** The development demo login (seed only; docs/design.md section 3). */
export const DEMO_LOGIN = { email: "demo@example.com", password: "Demo-pass-1" } as const;
