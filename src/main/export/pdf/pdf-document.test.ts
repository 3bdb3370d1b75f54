import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { renderPdf } from './pdf-document'

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true })
  return text
}

describe('renderPdf', () => {
  it('writes Spanish text, the euro sign and page numbers that read back as written', async () => {
    const pdf = await renderPdf({
      footer: (page, pages) => ({ text: `Página ${page} de ${pages}` }),
      content: [
        { text: 'Señalización Ibérica: 75.000,00 €' },
        { text: 'Segunda página', pageBreak: 'before' },
      ],
    })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await textOf(pdf)
    expect(text).toContain('Señalización Ibérica: 75.000,00 €')
    expect(text).toContain('Página 2 de 2')
  })

  it('embeds an image given as data, but never reads a file or an address a document names', async () => {
    const icon = resolve('resources/icon.png')
    const data = `data:image/png;base64,${readFileSync(icon).toString('base64')}`
    await expect(renderPdf({ content: [{ image: data, width: 40 }] })).resolves.toBeInstanceOf(
      Buffer,
    )
    await expect(renderPdf({ content: [{ image: icon, width: 40 }] })).rejects.toThrow(/denied/)
    await expect(
      renderPdf({ content: [{ image: 'https://example.com/logo.png', width: 40 }] }),
    ).rejects.toThrow()
  })
})
