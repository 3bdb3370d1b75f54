// keytar is an optional dependency: it needs libsecret to build on Linux, and the app falls back
// to memory without it. Its types live here, so typecheck and lint pass where it is absent.
declare module 'keytar' {
  export function getPassword(service: string, account: string): Promise<string | null>
  export function setPassword(service: string, account: string, password: string): Promise<void>
  export function deletePassword(service: string, account: string): Promise<boolean>
  export function findCredentials(
    service: string,
  ): Promise<Array<{ account: string; password: string }>>
}
