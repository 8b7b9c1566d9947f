import { LayoutTemplate } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'react-toastify'
import { api, errorMessage } from '@app/lib/api'
import './templates.css'

export interface IndustryTemplate {
  _id: string
  slug: string
  project_name: string
  industry: string
  description: string
  category: string
  thumbnail: string
  objects: number
}

export const fetchTemplates = async () => (await api.get<{ data: IndustryTemplate[] }>('/experience/get-industry-templates')).data.data

/** A template card: opening it makes the user's own copy, then opens it in the editor. */
export function TemplateCard({ template }: { template: IndustryTemplate }) {
  const [busy, setBusy] = useState(false)
  const open = async () => {
    setBusy(true)
    try {
      const res = await api.post<{ data: { _id: string }; message: string }>(`/experience/templates/${template._id}/use`)
      toast.success(res.data.message)
      window.location.assign(`/gridpage/${res.data.data._id}`)
    } catch (error) {
      toast.error(errorMessage(error))
      setBusy(false)
    }
  }
  return (
    <button type="button" className="template-card" onClick={open} disabled={busy} aria-label={`Use template ${template.project_name}`}>
      <span className="template-thumb">
        <img src={template.thumbnail} alt="" loading="lazy" />
        <span className="badge badge-accent template-industry">{template.industry}</span>
      </span>
      <span className="template-meta">
        <strong>{template.project_name}</strong>
        <span className="muted">{template.description}</span>
        <span className="template-foot">
          <LayoutTemplate size={12} /> {template.objects} objects · {busy ? 'Creating your copy…' : 'Use template'}
        </span>
      </span>
    </button>
  )
}
