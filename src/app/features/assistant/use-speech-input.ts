import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { toast } from 'react-toastify'
import { SPEECH_MESSAGES } from '@shared/api/chat'

/** The parts of the Web Speech API used here (TypeScript's DOM library does not declare them). */
interface Recognition {
  lang: string
  continuous: boolean
  interimResults: boolean
  onresult: ((event: { results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
  start: () => void
  stop: () => void
  abort: () => void
}
type RecognitionConstructor = new () => Recognition

export function speechRecognitionConstructor(): RecognitionConstructor | undefined {
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor }
  return w.SpeechRecognition ?? w.webkitSpeechRecognition
}

const alertUser = (message: string) => toast.error(message, { toastId: 'speech' })

/** getUserMedia's failure → the spec's message (§8). */
function micFailureMessage(error: unknown): string {
  const name = (error as { name?: string })?.name
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return SPEECH_MESSAGES.allowMic
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return SPEECH_MESSAGES.noMic
  return SPEECH_MESSAGES.micError
}

const RECOGNITION_ERRORS: Record<string, string | null> = {
  'not-allowed': SPEECH_MESSAGES.micRequired,
  'service-not-allowed': SPEECH_MESSAGES.micRequired,
  network: SPEECH_MESSAGES.network,
  'audio-capture': SPEECH_MESSAGES.noMic,
  // Silence and our own stop are not failures.
  'no-speech': null,
  aborted: null,
}

interface Options {
  /** The text already typed: speech is added after it. */
  getText: () => string
  setText: (text: string) => void
  /** Clicks outside this element stop listening. */
  area: RefObject<HTMLElement | null>
}

/**
 * Voice input (spec §4, §5): en-US, continuous, interim results. It stops on a second press, a
 * click outside the input, a link click, page unload, back navigation, typing, or a revoked
 * microphone permission.
 */
export function useSpeechInput({ getText, setText, area }: Options) {
  const [listening, setListening] = useState(false)
  const recognition = useRef<Recognition | null>(null)
  const permission = useRef<PermissionStatus | null>(null)

  const stop = useCallback(() => {
    const current = recognition.current
    recognition.current = null
    if (permission.current) permission.current.onchange = null
    permission.current = null
    setListening(false)
    current?.stop()
  }, [])

  const start = useCallback(async () => {
    const Constructor = speechRecognitionConstructor()
    if (!Constructor) return alertUser(SPEECH_MESSAGES.unsupported)
    const media = navigator.mediaDevices
    if (!media?.getUserMedia) return alertUser(SPEECH_MESSAGES.micRequired)
    const devices = await media.enumerateDevices?.().catch(() => null)
    if (devices && devices.length && !devices.some((d) => d.kind === 'audioinput')) return alertUser(SPEECH_MESSAGES.noDevices)
    try {
      // Asks for the permission up front; recognition opens its own stream.
      const stream = await media.getUserMedia({ audio: true })
      stream.getTracks().forEach((track) => track.stop())
    } catch (error) {
      return alertUser(micFailureMessage(error))
    }

    const rec = new Constructor()
    rec.lang = 'en-US'
    rec.continuous = true
    rec.interimResults = true
    const typed = getText().trimEnd()
    const prefix = typed ? `${typed} ` : ''
    rec.onresult = (event) => {
      let heard = ''
      for (let i = 0; i < event.results.length; i++) heard += event.results[i][0].transcript
      setText(prefix + heard.trimStart())
    }
    rec.onerror = (event) => {
      const message = RECOGNITION_ERRORS[event.error] === undefined ? SPEECH_MESSAGES.micError : RECOGNITION_ERRORS[event.error]
      if (message) alertUser(message)
      if (recognition.current === rec) stop()
    }
    rec.onend = () => {
      if (recognition.current === rec) stop()
    }
    try {
      rec.start()
    } catch {
      return alertUser(SPEECH_MESSAGES.micError)
    }
    recognition.current = rec
    setListening(true)

    navigator.permissions
      ?.query({ name: 'microphone' as PermissionName })
      .then((status) => {
        if (recognition.current !== rec) return
        permission.current = status
        status.onchange = () => {
          if (status.state === 'denied' && recognition.current === rec) {
            stop()
            alertUser(SPEECH_MESSAGES.revoked)
          }
        }
      })
      .catch(() => {})
  }, [getText, setText, stop])

  const toggle = useCallback(() => (recognition.current ? stop() : void start()), [start, stop])

  useEffect(() => {
    if (!listening) return
    const outside = (event: Event) => {
      if (!area.current?.contains(event.target as Node)) stop()
    }
    const link = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('a')) stop()
    }
    document.addEventListener('pointerdown', outside, true)
    document.addEventListener('click', link, true)
    window.addEventListener('beforeunload', stop)
    window.addEventListener('pagehide', stop)
    window.addEventListener('popstate', stop)
    return () => {
      document.removeEventListener('pointerdown', outside, true)
      document.removeEventListener('click', link, true)
      window.removeEventListener('beforeunload', stop)
      window.removeEventListener('pagehide', stop)
      window.removeEventListener('popstate', stop)
    }
  }, [listening, area, stop])

  // Leaving the page (another route) ends it too.
  useEffect(() => () => recognition.current?.abort(), [])

  return { listening, toggle, stop, supported: Boolean(speechRecognitionConstructor()) }
}
