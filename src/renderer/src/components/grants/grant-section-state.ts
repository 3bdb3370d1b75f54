import { type AppError } from '@shared/errors'
import { type GrantSectionResult } from '@shared/grant-info'

/** What a grant's section asks or holds: its cost and «Cargar», its data, or why there is none. */
export interface SectionState {
  /** What is being asked: only the kept answer, a load (paid) or «Actualizar». */
  loading: 'cached' | 'load' | 'refresh' | null
  result: GrantSectionResult | null
  error: AppError | null
}
