import { renderStandalone } from '@cs16ar/shared/standalone';
import LoginPage from './exposed/login-page';
import RegisterPage from './exposed/register-page';
import ProfilePage from './exposed/profile-page';
import ForgotPasswordPage from './exposed/forgot-password-page';
import ResetPasswordPage from './exposed/reset-password-page';
import SettingsPage from './exposed/settings-page';

// This remote served alone (`npm run dev -- --solo mfe-account`): its pages in the standalone frame.
void renderStandalone('mfe-account', [
  { path: '/iniciar-sesion', label: 'Iniciar sesión', element: <LoginPage /> },
  { path: '/registrarse', label: 'Registrarse', element: <RegisterPage /> },
  { path: '/perfil', label: 'Perfil', element: <ProfilePage /> },
  { path: '/perfil/:profileId', element: <ProfilePage /> },
  { path: '/ajustes', label: 'Ajustes', element: <SettingsPage /> },
  { path: '/recuperar-contrasena', element: <ForgotPasswordPage /> },
  { path: '/restablecer-contrasena', element: <ResetPasswordPage /> },
]);
