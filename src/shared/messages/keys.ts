import { type es } from './es'

/** The languages the catalogue speaks: the same as the app's (settings.ts `LANGUAGES`). */
export type Lang = 'es' | 'en'

export type MessageKey = keyof typeof es
/** A whole catalogue: every key of es.ts, in one language. */
export type Catalogue = Readonly<Record<MessageKey, string>>

type MessageValue = string | number
export type MessageParams = Readonly<Record<string, MessageValue>>

type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never
type Plain<P> = P extends `${string}|${string}` | `${string}*${string}` ? never : P
type Chosen<P> = P extends `${infer N}|${string}` ? N : never
type Listed<P> = P extends `${infer N}*${string}` ? N : never

/**
 * The parameters a key's sentence names: each `{name}` and `{name*prefix}` is required; the value
 * choosing a `{name|prefix}` sentence may be left out (its `other` sentence is used). Extra values
 * are allowed (an error may carry more than its sentence says).
 */
export type ParamsOf<K extends MessageKey> = {
  readonly [
    N in Plain<Placeholders<(typeof es)[K]>> | Listed<Placeholders<(typeof es)[K]>>
  ]: MessageValue
} & { readonly [N in Chosen<Placeholders<(typeof es)[K]>>]?: MessageValue } & MessageParams
