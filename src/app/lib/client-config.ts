import { useEffect, useState } from 'react'
import type { ClientConfig } from '@shared/api/health'
import { api } from './api'

const FALLBACK: ClientConfig = { marketingUrl: '/welcome', discordUrl: '', googleSignIn: false, publicUrl: '' }
let pending: Promise<ClientConfig> | undefined

/** Server-side settings (marketing URL, Discord link, whether Google sign-in is set up), fetched once. */
export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= api
    .get<{ data: ClientConfig }>('/config')
    .then((response) => response.data.data)
    .catch(() => {
      pending = undefined
      return FALLBACK
    })
  return pending
}

export function useClientConfig(): ClientConfig {
  const [config, setConfig] = useState(FALLBACK)
  useEffect(() => {
    let live = true
    void loadClientConfig().then((value) => live && setConfig(value))
    return () => {
      live = false
    }
  }, [])
  return config
}
