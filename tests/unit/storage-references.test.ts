// The orphan sweeper keeps a stored file only while a listed column names it, so a file column missing from
// src/server/storage/references.ts means files deleted a day after upload. This reads the Prisma models and fails
// for any column that looks like it holds a file (by its name, or a doc comment saying so) and is not listed.
import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  fileColumnPattern,
  notFileColumns,
  storageReferences,
  type StorageReference,
} from '~/server/storage/references'
import { referencesWithout } from '../support/storage-references'

const modelsDir = resolve(import.meta.dirname, '../../prisma/models')

type SchemaField = { name: string; type: string; column: string; doc: string }
type SchemaModel = { name: string; table: string; fields: SchemaField[] }

/** Models of a Prisma schema: table (@@map or the model name), and each scalar field's type, column and doc comment. */
function parseModels(schema: string): SchemaModel[] {
  return [...schema.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)].map(([, name, body]) => {
    const fields: SchemaField[] = []
    let doc = ''
    for (const raw of body!.split('\n')) {
      const line = raw.trim()
      if (line.startsWith('///')) {
        doc += ` ${line.slice(3).trim()}`
        continue
      }
      const field = /^(\w+)\s+(\w+)(\[\])?\??(.*)$/.exec(line)
      if (field && !line.startsWith('@@')) {
        const column = /@map\("([^"]+)"\)/.exec(field[4]!)?.[1] ?? field[1]!
        fields.push({ name: field[1]!, type: field[2]!, column, doc: doc.trim() })
      }
      doc = ''
    }
    const table = /@@map\("([^"]+)"\)/.exec(body!)?.[1] ?? name!
    return { name: name!, table, fields }
  })
}

const clientProperty = (model: string) => model.charAt(0).toLowerCase() + model.slice(1)

/** What is wrong between a schema and the list: unlisted file columns, listed columns the schema lacks. */
function problems(
  models: SchemaModel[],
  references: readonly StorageReference[],
  excluded: Readonly<Record<string, string>>,
): string[] {
  const found: string[] = []
  const listed = new Set<string>()
  for (const reference of references) {
    const model = models.find((candidate) => clientProperty(candidate.name) === reference.model)
    if (!model) {
      found.push(`${reference.model}: no such model`)
      continue
    }
    if (model.table !== reference.table) found.push(`${reference.model}: its table is ${model.table}`)
    for (const [fieldName, column] of Object.entries(reference.columns)) {
      const field = model.fields.find((candidate) => candidate.name === fieldName)
      if (!field) found.push(`${reference.model}.${fieldName}: no such field`)
      else if (field.type !== 'String') found.push(`${reference.model}.${fieldName}: not a String`)
      else if (field.column !== column) found.push(`${reference.model}.${fieldName}: its column is ${field.column}`)
      listed.add(`${model.table}.${column}`)
    }
  }
  const all = new Set(models.flatMap((model) => model.fields.map((field) => `${model.table}.${field.column}`)))
  for (const column of Object.keys(excluded))
    if (!all.has(column)) found.push(`${column}: listed as not a file column but not in the schema`)
  for (const model of models) {
    for (const field of model.fields) {
      if (field.type !== 'String') continue
      const column = `${model.table}.${field.column}`
      const looksLikeFile = fileColumnPattern.test(field.column) || /storage key|stored file/i.test(field.doc)
      if (looksLikeFile && !listed.has(column) && !(column in excluded))
        found.push(`${model.name}.${field.name} (${column}) looks like it holds a stored file but is not listed`)
    }
  }
  return found
}

const schema = readdirSync(modelsDir)
  .filter((name) => name.endsWith('.prisma'))
  .map((name) => readFileSync(join(modelsDir, name), 'utf8'))
  .join('\n')

describe('the columns that hold stored files', () => {
  it('are all listed for the sweeper, and the list matches the Prisma schema', () => {
    const models = parseModels(schema)
    expect(models.length).toBeGreaterThan(20)
    expect(problems(models, storageReferences, notFileColumns)).toEqual([])
  })

  it('a file column left out is caught (the applicant photo, or a new one), and so is a stale entry', () => {
    const models = parseModels(schema)
    const withoutPhoto = referencesWithout('admissionApplication', 'photoUrl')
    expect(problems(models, withoutPhoto, notFileColumns)).toEqual([
      'AdmissionApplication.photoUrl (admission_applications.photo_url) looks like it holds a stored file but is not listed',
    ])

    const added = parseModels(
      `${schema}\nmodel Certificate {\n  id String @id\n  /// The signed scan's storage key.\n  scan String @map("scan")\n  signatureUrl String? @map("signature_url")\n  @@map("certificates")\n}\n`,
    )
    expect(problems(added, storageReferences, notFileColumns)).toEqual([
      'Certificate.scan (certificates.scan) looks like it holds a stored file but is not listed',
      'Certificate.signatureUrl (certificates.signature_url) looks like it holds a stored file but is not listed',
    ])

    const stale = [...storageReferences, { model: 'news', table: 'news', columns: { bannerUrl: 'banner_url' } }]
    expect(problems(models, stale, notFileColumns)).toEqual(['news.bannerUrl: no such field'])
  })
})
