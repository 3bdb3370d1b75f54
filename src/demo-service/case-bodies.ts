import { type StatusGroup } from '@shared/wire/status-group'
import { fieldErrors, TEXT } from './error-answers'
import { type CaseAction, statusPair } from './store/cases-table'

type Errors = Record<string, string[]>

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

export interface CaseCreation {
  title: string
  client: number
  template_id: number | null
  shared_client: boolean
  expert_id: number | null
  applicant_additional_data: string | null
  applicant_reference: string | null
}

function optional<T>(
  body: Record<string, unknown>,
  field: string,
  errors: Errors,
  accept: (value: unknown) => value is T,
  text: string,
): T | null {
  const value = body[field]
  if (value === undefined || value === null) return null
  if (accept(value)) return value
  errors[field] = [text]
  return null
}

const isString = (value: unknown): value is string => typeof value === 'string'
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'

/** The body of `POST forms/`: `title` and `client` required; field errors → 400 (SC-ERR-3). */
export function caseCreation(body: Record<string, unknown>): CaseCreation {
  const errors: Errors = {}
  const { title, client } = body
  if (title === undefined || title === null) errors.title = [TEXT.required]
  else if (typeof title !== 'string') errors.title = ['Debe ser un texto.']
  else if (title.trim() === '') errors.title = [TEXT.blank]
  if (client === undefined || client === null) errors.client = [TEXT.required]
  else if (!isId(client)) errors.client = ['Debe ser el id numérico de un cliente.']
  const idText = 'Debe ser un id numérico.'
  const creation: CaseCreation = {
    title: typeof title === 'string' ? title.trim() : '',
    client: isId(client) ? client : 0,
    template_id: optional(body, 'template_id', errors, isId, idText),
    shared_client:
      optional(body, 'shared_client', errors, isBoolean, 'Debe ser verdadero o falso.') ?? false,
    expert_id: optional(body, 'expert_id', errors, isId, idText),
    applicant_additional_data: optional(
      body,
      'applicant_additional_data',
      errors,
      isString,
      'Debe ser un texto.',
    ),
    applicant_reference: optional(
      body,
      'applicant_reference',
      errors,
      isString,
      'Debe ser un texto.',
    ),
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  return creation
}

/** `workflows`: a non-empty list of ids, each one known (`known` says which are). */
function workflows(body: Record<string, unknown>, errors: Errors, known: (id: number) => boolean) {
  const value = body.workflows
  if (value === undefined || value === null) {
    errors.workflows = [TEXT.required]
    return []
  }
  if (!Array.isArray(value) || value.length === 0 || !value.every(isId)) {
    errors.workflows = ['Debe ser una lista no vacía de ids de expediente.']
    return []
  }
  const unknown = value.filter((id) => !known(id))
  if (unknown.length > 0) errors.workflows = [`Expedientes desconocidos: ${unknown.join(', ')}.`]
  return [...new Set(value)]
}

/**
 * The body of `POST forms/update-status/`: the status must be one of the group's in `groups`, and a
 * status bound to a template only for case files of that template (`templateOf` names each one's).
 */
export function statusUpdate(
  body: Record<string, unknown>,
  known: (id: number) => boolean,
  groups: readonly StatusGroup[],
  /** Each case file's template, when statuses bound to a template are refused on others. */
  templateOf?: (id: number) => number | null,
) {
  const errors: Errors = {}
  const ids = workflows(body, errors, known)
  const { new_status_group: group, new_status: status, observation } = body
  if (!isId(group))
    errors.new_status_group = [group === undefined ? TEXT.required : 'Debe ser un id numérico.']
  if (!isId(status))
    errors.new_status = [status === undefined ? TEXT.required : 'Debe ser un id numérico.']
  if (observation !== undefined && observation !== null && typeof observation !== 'string') {
    errors.observation = ['Debe ser un texto.']
  }
  if (isId(group) && isId(status)) {
    const pair = statusPair(groups, group, status)
    if (pair === 'unknown-group')
      errors.new_status_group = [`No existe el grupo de estados ${group}.`]
    else if (pair === 'unknown-status') errors.new_status = [`No existe el estado ${status}.`]
    else if (pair === 'other-group') {
      errors.new_status = [`El estado ${status} no pertenece al grupo ${group}.`]
    } else if (
      templateOf &&
      pair.template !== null &&
      ids.some((id) => templateOf(id) !== pair.template)
    ) {
      const others = ids.filter((id) => templateOf(id) !== pair.template)
      errors.new_status = [
        `El estado «${pair.status}» es de otra plantilla y no se puede asignar a los expedientes ${others.join(', ')}.`,
      ]
    }
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  return { ids, group: group as number, status: status as number }
}

const ACTIONS: readonly CaseAction[] = ['archive', 'unarchive', 'delete']

/** The body of `POST forms/update/`. */
export function caseUpdate(body: Record<string, unknown>, known: (id: number) => boolean) {
  const errors: Errors = {}
  const ids = workflows(body, errors, known)
  const action = body.action
  if (!ACTIONS.includes(action as CaseAction)) {
    errors.action = [action === undefined ? TEXT.required : 'Debe ser archive, unarchive o delete.']
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  return { ids, action: action as CaseAction }
}

/** The body of `POST forms/expert-assign/`: `workflows` known to the caller and an `expert_id`. */
export function expertAssignment(body: Record<string, unknown>, known: (id: number) => boolean) {
  const errors: Errors = {}
  const ids = workflows(body, errors, known)
  const expertId = body.expert_id
  if (!isId(expertId)) {
    errors.expert_id = [expertId === undefined ? TEXT.required : 'Debe ser un id numérico.']
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  return { ids, expertId: expertId as number }
}
