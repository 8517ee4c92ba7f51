// The account screens of spec 1 §2 other than login, loaded together with their route.
export { ActivatePage } from './activate-page';
export { ResetPasswordPage } from './reset-password-page';
export { SignupPage } from './signup-page';
