import { ArrowLeft, X } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from 'react-toastify'
import { validateForm } from '@shared/validation/rules'
import { errorMessage } from '@app/lib/api'
import { useClientConfig } from '@app/lib/client-config'
import { useSession } from '@app/lib/session-store'
import { Logo } from '@app/components/logo'
import { checkRegistered, login, register } from './auth-api'
import { TextField } from './text-field'
import { GoogleIcon } from './google-icon'
import { API_BASE } from '@shared/api/base'

type Step = 'email' | 'password' | 'create'
type Field = 'email' | 'password' | 'name'
const TOAST_ID = 'auth'

const TITLES: Record<Step, [string, string]> = {
  email: ['Welcome', 'Sign in or create an account to build spatial experiences.'],
  password: ['Enter your password', 'Welcome back. Sign in to continue to your projects.'],
  create: ['Create your account', 'No account uses this e-mail yet. Choose a name and a password.'],
}

/** The two-step login card (spec §2/§4), with a third step to create an account for a new e-mail; `next`: where a sign-in goes (the dashboard unless told). */
export function LoginCard({ next = '/dashboard' }: { next?: string } = {}) {
  const navigate = useNavigate()
  const signIn = useSession((s) => s.signIn)
  const config = useClientConfig()
  const [step, setStep] = useState<Step>('email')
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '', name: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [busy, setBusy] = useState(false)

  const edit = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  const rules = {
    email: { email: ['required', 'email'] },
    password: { password: ['required'] },
    create: { name: ['required'], password: ['required', 'password'] },
  } as const

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const found = validateForm(values, rules[step] as never)
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      const email = values.email.trim()
      if (step === 'email') {
        const status = await checkRegistered(email)
        setStep(status === 'registered' ? 'password' : 'create')
        setValues((v) => ({ ...v, email }))
        if (status === 'new') toast.info('No account uses this e-mail yet. Create one to continue.', { toastId: TOAST_ID })
        return
      }
      const session =
        step === 'password' ? await login(email, values.password) : await register(values.name.trim(), email, values.password)
      signIn(session.accessToken, session.user)
      toast.success(step === 'password' ? `Welcome back, ${session.user.name}!` : 'Your account is ready.', { toastId: TOAST_ID })
      navigate(next, { replace: true })
    } catch (error) {
      toast.error(errorMessage(error), { toastId: TOAST_ID })
    } finally {
      setBusy(false)
    }
  }

  const back = () => {
    setStep('email')
    setValues((v) => ({ ...v, password: '', name: '' }))
    setErrors({})
  }

  const [title, subtitle] = TITLES[step]
  return (
    <div className="login-card card" role="region" aria-label="Sign in">
      <button type="button" className="icon-btn login-close" aria-label="Close" onClick={() => window.location.assign(config.marketingUrl)}>
        <X size={18} />
      </button>
      <Logo size={36} />
      <div className="login-heading">
        <h1>{title}</h1>
        <p className="muted">{subtitle}</p>
      </div>
      <form className="login-form" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={values.email}
          onChange={edit('email')}
          error={errors.email}
          locked={step !== 'email'}
          autoFocus={step === 'email'}
        />
        {step === 'create' && (
          <TextField label="Name" name="name" autoComplete="name" placeholder="Your name" value={values.name} onChange={edit('name')} error={errors.name} autoFocus />
        )}
        {step !== 'email' && (
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete={step === 'create' ? 'new-password' : 'current-password'}
            placeholder={step === 'create' ? 'Choose a strong password' : 'Your password'}
            value={values.password}
            onChange={edit('password')}
            error={errors.password}
            hint={step === 'create' ? '8-15 characters with upper and lower case, a number and one of @$!%*?&' : undefined}
            autoFocus={step === 'password'}
          />
        )}
        <button className="btn btn-primary btn-block" type="submit" disabled={busy}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {step === 'email' ? 'Continue' : step === 'password' ? 'Sign in' : 'Create account'}
        </button>
        {step !== 'email' && (
          <button type="button" className="btn btn-ghost btn-block" onClick={back}>
            <ArrowLeft size={16} /> Use a different e-mail
          </button>
        )}
      </form>
      {step === 'email' && (
        <>
          <div className="login-divider">
            <span>or</span>
          </div>
          <a className="btn btn-outline btn-block" href={`${API_BASE}/users/auth/google`}>
            <GoogleIcon /> Continue with Google
          </a>
        </>
      )}
      <p className="login-legal muted">By continuing you agree to keep your creations kind and your passwords secret.</p>
    </div>
  )
}
