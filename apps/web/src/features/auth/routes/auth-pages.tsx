export { CompletePaymentPage } from './complete-payment';
export { ForgotPasswordPage } from './forgot-password';
export { LoginPage } from './login';
export { RegisterPage } from './register';
export { VerifyEmailPage } from './verify-email';
