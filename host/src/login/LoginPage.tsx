import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { login, logoutNotice, logoutReasonAtom } from '@trade/session';
import './login.css';

const REQUIRED = '* Campo obligatorio';
const INVALID_LOGIN = 'Usuario y/o contraseña inválidos';
const CONNECTION_ERROR = 'Error al conectar con el servidor';

// The shell (and antd) start downloading while the login request runs.
const preloadShell = () => void import('../shell/Shell');

/**
 * The login page is deliberately light (no UI kit): it is the first thing every user loads.
 * Redirect after success is done by the guest-only guard when the session opens.
 */
export function LoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const reason = logoutNotice(useAtomValue(logoutReasonAtom));
  const userInput = useRef<HTMLInputElement>(null);
  const alertButton = useRef<HTMLButtonElement>(null);

  useEffect(() => userInput.current?.focus(), []);
  useEffect(() => {
    if (alert) alertButton.current?.focus();
  }, [alert]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    setBusy(true);
    preloadShell();
    try {
      const answer = await login(username.trim(), password);
      if (answer.status !== 200) setAlert(answer.status === 400 ? INVALID_LOGIN : answer.mensaje);
    } catch {
      setAlert(CONNECTION_ERROR);
    } finally {
      setBusy(false);
    }
  }

  const missing = (value: string) => touched && !value;

  return (
    <div className="login-page">
      <main className="login-card">
        <div className="login-brand">
          <img src="/trade/favicon.svg" alt="" width={44} height={44} />
          <div>
            <h1>Trade</h1>
            <p>Gestión comercial y facturación electrónica</p>
          </div>
        </div>
        {reason && (
          <p className="login-notice" role="status">
            {reason}
          </p>
        )}
        <form onSubmit={submit} noValidate>
          <label htmlFor="login-username">Usuario</label>
          <input
            id="login-username"
            ref={userInput}
            name="username"
            autoComplete="username"
            value={username}
            aria-invalid={missing(username.trim())}
            onChange={(e) => setUsername(e.target.value)}
          />
          {missing(username.trim()) && <span className="login-error">{REQUIRED}</span>}

          <label htmlFor="login-password">Contraseña</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={missing(password)}
            onChange={(e) => setPassword(e.target.value)}
          />
          {missing(password) && <span className="login-error">{REQUIRED}</span>}

          <button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? (
              <span className="login-dots" aria-label="Ingresando">
                ...
              </span>
            ) : (
              'Ingresar'
            )}
          </button>
        </form>
        <Link className="login-tracking" to="/tracking">
          ¿Envió o espera una encomienda? Rastréela aquí
        </Link>
      </main>
      <footer className="login-footer">© {new Date().getFullYear()} Trade · Todos los derechos reservados</footer>

      {alert && (
        <div className="login-modal-backdrop" role="presentation" onClick={() => setAlert(null)}>
          <div
            className="login-modal"
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="login-alert-title"
            aria-describedby="login-alert-text"
            onClick={(e) => e.stopPropagation()}
          >
            <h2 id="login-alert-title">Mensaje del sistema</h2>
            <p id="login-alert-text">{alert}</p>
            <button ref={alertButton} type="button" onClick={() => setAlert(null)}>
              Aceptar
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
