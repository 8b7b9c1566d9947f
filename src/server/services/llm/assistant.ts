import { planPrompt, type PlannerMemory, type PlanResult } from '@server/services/planner/planner'
import { loadScene } from '@shared/scene/load'
import { applyOps, type SceneOp } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { completeJson, type LlmConfig } from './llm-client'
import { llmAnswerJsonSchema, llmAnswerSchema, systemPrompt } from './plan-schema'
import { sameJson } from './same-json'

export type PlanSource = 'planner' | 'llm'
export interface AssistantPlan extends PlanResult {
  source: PlanSource
}

interface Log {
  warn: (obj: object, msg: string) => void
}

export interface Assistant {
  readonly llmEnabled: boolean
  plan: (prompt: string, doc: SceneDocument, memory: PlannerMemory, log?: Log) => Promise<AssistantPlan>
}

export interface AssistantConfig {
  LLM_BASE_URL?: string
  LLM_MODEL?: string
  LLM_API_KEY?: string
  LLM_TIMEOUT_MS: number
}

/**
 * The model when one is configured, the offline planner otherwise and whenever the model fails:
 * no answer in time, an error status, unreadable JSON, or operations that do not fit the document.
 */
export function createAssistant(config: AssistantConfig): Assistant {
  const llm: LlmConfig | null =
    config.LLM_BASE_URL && config.LLM_MODEL && config.LLM_API_KEY
      ? { baseUrl: config.LLM_BASE_URL, model: config.LLM_MODEL, apiKey: config.LLM_API_KEY, timeoutMs: config.LLM_TIMEOUT_MS }
      : null
  return {
    llmEnabled: llm !== null,
    async plan(prompt, doc, memory, log) {
      if (llm) {
        try {
          return await planWithLlm(llm, prompt, doc, memory)
        } catch (error) {
          log?.warn({ reason: (error as Error).message }, 'language model answer not used; the planner answers instead')
        }
      }
      return { ...planPrompt(prompt, doc, memory), source: 'planner' }
    },
  }
}

export async function planWithLlm(llm: LlmConfig, prompt: string, doc: SceneDocument, memory: PlannerMemory): Promise<AssistantPlan> {
  const subject = typeof memory.subject === 'string' ? memory.subject : null
  const content = await completeJson(
    llm,
    [
      { role: 'system', content: systemPrompt(doc, subject) },
      { role: 'user', content: prompt },
    ],
    'scene_plan',
    llmAnswerJsonSchema(),
  )
  const answer = llmAnswerSchema.parse(JSON.parse(stripFences(content)))
  const ops = answer.ops as SceneOp[]
  const { doc: next } = applyOps(doc, ops)
  // The schema checks each op alone; the result must also be a valid, consistent document,
  // and parsing it must drop nothing (a field that does not belong to a node's kind).
  if (!sameJson(loadScene(next), next)) throw new Error('the operations leave fields that do not belong to their objects')
  const touched = [...ops].reverse().find((op) => op.op === 'add' || op.op === 'update')
  const subjectName = touched?.op === 'add' ? touched.node.name : touched?.op === 'update' ? next.nodes[touched.id]?.name : undefined
  return {
    ops,
    reply: answer.reply,
    title: answer.title,
    memory: subjectName ? { ...memory, subject: subjectName } : memory,
    changed: ops.length > 0,
    source: 'llm',
  }
}

/** Some models wrap JSON in a Markdown fence even when asked for a schema. */
function stripFences(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(text)
  return fenced ? fenced[1] : text
}
