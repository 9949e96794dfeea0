/** Every demo account signs in with this password (printed once when the demo data is created). */
export const DEMO_PASSWORD = 'demo-password';
