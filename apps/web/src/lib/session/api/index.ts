// The session's calls, loaded when first made: the API client and these calls stay out of the landing page's
// first download (the signed-out landing page makes none of them).
export { ApiError } from '@/lib/api-client';
export { getMe } from './get-me';
export { postLogin } from './login';
export { postLoginTwoFactor } from './login-two-factor';
export { postLogout } from './logout';
export { postRegister } from './register';
