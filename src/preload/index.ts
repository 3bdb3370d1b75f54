import { contextBridge, ipcRenderer } from 'electron'
import { createPreloadBridge } from './ipc-bridge'

contextBridge.exposeInMainWorld('grants', createPreloadBridge(ipcRenderer))
