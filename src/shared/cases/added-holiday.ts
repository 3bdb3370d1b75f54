import { z } from 'zod'

/** A day as YYYY-MM-DD. */
export const IsoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** A holiday the advisor adds to one case file (or in «Ajustes», for a municipality or all). */
export const AddedHolidaySchema = z.object({
  date: IsoDaySchema,
  name: z.string().trim().min(1).max(120),
})
export type AddedHoliday = z.infer<typeof AddedHolidaySchema>
