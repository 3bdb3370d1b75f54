import { type CaseFacts } from './case-work'
import { type CaseFile } from '../wire/case-file'

/** A fact as the case file's page shows it: its value, and whether it is kept only here. */
interface ShownFact<T> {
  value: T | null
  local: boolean
}

export interface ShownFacts {
  requestedAmount: ShownFact<number>
  awardedAmount: ShownFact<number>
  presentationDate: ShownFact<string>
  concessionDate: ShownFact<string>
  reference: ShownFact<string>
}

function shown<T>(kept: T | null | undefined, service: T | null): ShownFact<T> {
  return kept === undefined || kept === null
    ? { value: service, local: false }
    : { value: kept, local: true }
}

/**
 * The service's copy with the values kept here over it (SC-CASE-16). The vendor types
 * `requested_amount` as a whole number that is never null and no request sets it, so a 0 from the
 * service is «not given» (SC-CASE-17); `awarded_amount` is nullable there, so its 0 is a real 0.
 * An empty text is no value.
 */
export function shownFacts(file: CaseFile, kept: CaseFacts | null): ShownFacts {
  const facts = kept ?? {}
  return {
    requestedAmount: shown(facts.requestedAmount, file.requested_amount || null),
    awardedAmount: shown(facts.awardedAmount, file.awarded_amount),
    presentationDate: shown(facts.presentationDate, file.presentation_date || null),
    concessionDate: shown(facts.concessionDate, file.concession_date || null),
    reference: shown(facts.reference || null, file.reference || null),
  }
}
