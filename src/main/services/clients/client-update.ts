import { isPostalCodeOfProvince } from '@shared/catalogues/provinces'
import { type ClientUpdateResult } from '@shared/clients/clients'
import { type ClientData } from '@shared/wire/client'
import { type ClientPatch } from '@shared/wire/client-edit'
import { notSavedError, unsavedFields } from '@shared/wire/unsaved-fields'
import { appError, AppFailure } from '@shared/errors'
import { messageRef } from '@shared/messages/catalogue-lookup'
import { type StorageMode } from '@shared/storage'
import { type ApiClient } from '../../api/operations'
import { type OutboxStore } from '../../storage/outbox-table'
import { type Logger } from '../../log/logger'
import { type Emit } from '../../bridge/events'
import { type ClientCopies } from './client-copies'
import { applyPatch, isNotSaved, shownClient, wireValue } from './client-edits'
import { type ConnectivityService } from '../connection/connectivity-service'
import { isNetworkFailure } from '../failures'
import { storedError } from '../outbox/outbox-failure'
import { assertCanQueue } from '../storage-guard'

/**
 * Saves a client's changed fields (SC-EDIT-5). Online it PATCHes and stores the answer; offline,
 * after a network failure, or behind earlier edits still waiting, it goes to the outbox.
 */
export function createClientUpdate(deps: {
  api: ApiClient
  outbox: OutboxStore
  copies: ClientCopies
  transaction: <T>(fn: () => T) => T
  connectivity: ConnectivityService
  emit: Emit
  log: Logger
  storage?: StorageMode
}) {
  const { api, outbox, copies, emit, log } = deps
  const storage = () => deps.storage ?? 'writable'

  const queue = (
    account: string,
    server: ClientData,
    patch: ClientPatch,
    base: Record<string, unknown>,
  ) => {
    deps.transaction(() => {
      outbox.add(account, server.id, patch, base)
      copies.refresh(account, server)
    })
    emit('outbox.changed', outbox.summary(account))
    emit('clients.changed', { ids: [server.id] })
  }

  /**
   * The fields a PATCH answer did not hold stay in the outbox, visible as «El servicio no ha
   * guardado: …» until the user retries or discards them (SC-EDIT-6). Their base is the answer's value,
   * so a retry sends them again unless someone changes them meanwhile. Nothing is kept when the
   * database cannot be written; the answer still says what was not saved.
   */
  const keepNotSaved = (
    account: string,
    saved: ClientData,
    patch: Record<string, unknown>,
    ignored: readonly string[],
  ) => {
    if (storage() !== 'writable') {
      copies.refresh(account, saved)
      return
    }
    deps.transaction(() => {
      const entryId = outbox.add(
        account,
        saved.id,
        Object.fromEntries(ignored.map((field) => [field, patch[field]])),
        Object.fromEntries(ignored.map((field) => [field, wireValue(saved, field)])),
      )
      outbox.mark(entryId, 'failed', {
        reason: 'not_saved',
        error: storedError(notSavedError(ignored)),
      })
      copies.refresh(account, saved)
    })
    emit('outbox.changed', outbox.summary(account))
  }

  return async (
    account: string,
    id: number,
    patch: ClientPatch,
    base: Record<string, unknown>,
  ): Promise<ClientUpdateResult> => {
    const server = await copies.serverCopy(account, id)
    const shown = shownClient(server, outbox.openFor(account, id))
    const next = applyPatch(shown, patch)
    const province = next.province[0]
    // An empty postal code (a client created with only its NIF) contradicts no province.
    const postalCode = next.postal_code.trim()
    if (('postal_code' in patch || 'province' in patch) && province !== undefined && postalCode) {
      if (!isPostalCodeOfProvince(next.postal_code, province)) {
        throw new AppFailure(
          appError(
            'error.validation.postal_code_province',
            { postalCode: next.postal_code, province },
            { fieldMessages: { postal_code: [messageRef('validation.postal_code_province')] } },
          ),
        )
      }
    }
    // Edits not saved by the service (SC-EDIT-6) hold nothing back: later ones were not made on them.
    // A client added offline (id below 0) is edited behind its creation.
    const waiting = id < 0 || outbox.openFor(account, id).some((entry) => !isNotSaved(entry))
    if (waiting || !deps.connectivity.state().online) {
      assertCanQueue(storage(), waiting ? 'earlier_edits' : 'offline')
      queue(account, server, patch, base)
      return { status: 'queued', ignoredFields: [], detail: copies.detail(account, server) }
    }
    try {
      const saved = await api.updateClient(id, patch)
      const ignored = unsavedFields(patch, saved)
      const superseded =
        storage() === 'writable' ? outbox.supersedeNotSaved(account, id, Object.keys(patch)) : 0
      if (ignored.length > 0) {
        log.warn(`Cliente ${id}: el servicio no ha guardado ${ignored.join(', ')}`)
        keepNotSaved(account, saved, patch, ignored)
      } else {
        copies.refresh(account, saved)
        if (superseded > 0) emit('outbox.changed', outbox.summary(account))
      }
      copies.fetchedNow(account, id)
      emit('clients.changed', { ids: [id] })
      return {
        status: ignored.length > 0 ? 'not_saved' : 'saved',
        ignoredFields: ignored,
        detail: copies.detail(account, saved),
      }
    } catch (error) {
      if (!isNetworkFailure(error)) throw error
      assertCanQueue(storage(), 'offline')
      log.info(`Cliente ${id}: cambio guardado en la bandeja de salida (sin conexión)`)
      queue(account, server, patch, base)
      return { status: 'queued', ignoredFields: [], detail: copies.detail(account, server) }
    }
  }
}
