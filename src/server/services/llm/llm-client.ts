/** A minimal OpenAI-compatible chat client (OpenAI, Ollama, vLLM, llama.cpp server, LM Studio…). */
export interface LlmConfig {
  baseUrl: string
  model: string
  apiKey: string
  timeoutMs: number
}

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export class LlmError extends Error {}

export async function completeJson(config: LlmConfig, messages: ChatTurn[], schemaName: string, schema: Record<string, unknown>): Promise<string> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        messages,
        temperature: 0.2,
        response_format: { type: 'json_schema', json_schema: { name: schemaName, schema, strict: false } },
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    })
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    throw new LlmError(timedOut ? `no answer within ${config.timeoutMs} ms` : `request failed: ${(error as Error).message}`)
  }
  if (!response.ok) throw new LlmError(`status ${response.status}`)
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw new LlmError('the answer could not be read as JSON')
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content
  if (typeof content !== 'string' || !content.trim()) throw new LlmError('the answer has no message content')
  return content
}
