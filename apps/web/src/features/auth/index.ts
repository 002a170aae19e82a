export { LoginPage } from './pages/LoginPage';
export { login, useLogin, LOGIN_PATH } from './api/login';
