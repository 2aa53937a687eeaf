// Choosing the target of an automatic conversion from the types a receiver's SMP lists (the AS4 worker's
// NOT_SERVICED details.accepted), over the shipped transform plugins.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { projectRoot } from '../paths.ts'
import { discoverPlugins } from '../plugins/discovery.ts'
import { documentTypeId } from '../sdk/formats.ts'
import { transformPlugins } from './paths.ts'
import { chooseConversion } from './auto-convert.ts'

const BIS3 = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'
const PINT = 'urn:peppol:pint:billing-1@eu-1'
const UBL_BIS3 = documentTypeId('ubl', 'Invoice', BIS3)
const CII_BIS3 = documentTypeId('cii', 'CrossIndustryInvoice', BIS3)
const ORDER = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Order-2::Order##urn:fdc:peppol.eu:poacc:trns:order:3::2.1'

test('CII BIS 3 to a receiver of UBL BIS 3 only: cii-to-ubl; PINT-EU <-> BIS 3; nothing when no type is reachable', async () => {
  const plugins = transformPlugins(await discoverPlugins({ root: projectRoot }))
  assert.deepEqual(chooseConversion(plugins, CII_BIS3, [ORDER, UBL_BIS3]), { targetDocumentTypeId: UBL_BIS3, steps: ['cii-to-ubl'] })
  assert.deepEqual(chooseConversion(plugins, { syntax: 'cii', cius: 'bis3' }, [UBL_BIS3]), { targetDocumentTypeId: UBL_BIS3, steps: ['cii-to-ubl'] })
  const pintId = documentTypeId('ubl', 'Invoice', PINT)
  assert.deepEqual(chooseConversion(plugins, pintId, [UBL_BIS3])?.steps, ['pint-eu-to-bis3'])
  assert.deepEqual(chooseConversion(plugins, UBL_BIS3, [pintId])?.steps, ['bis3-to-pint-eu'])
  // the fewest steps win: UBL BIS 3 (one step) before PINT-EU (two) for a CII source, whatever the SMP order
  assert.deepEqual(chooseConversion(plugins, CII_BIS3, [pintId, UBL_BIS3])?.targetDocumentTypeId, UBL_BIS3)
  assert.equal(chooseConversion(plugins, CII_BIS3, [ORDER]), undefined)
  assert.equal(chooseConversion(plugins, CII_BIS3, []), undefined)
  assert.equal(chooseConversion(plugins, 'not a type', [UBL_BIS3]), undefined)
  assert.equal(chooseConversion(plugins, UBL_BIS3, [UBL_BIS3]), undefined, 'already accepted: no conversion')
})
