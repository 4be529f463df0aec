import type { PackageStandard, PackageUnit } from '@academy/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { PackageRefused } from './package-refused.js';
import { insidePath } from './zip-listing.js';

export interface PackageManifest {
  standard: PackageStandard;
  title: string;
  units: PackageUnit[];
  /** the files the manifest names, which the zip must hold */
  named: string[];
}

type Node = Record<string, unknown>;
const ARRAYS = new Set([
  'organization',
  'item',
  'resource',
  'file',
  'dependency',
  'au',
  'block',
  'langstring',
]);

/** XML read without namespaces' prefixes, entities left as they are (no expansion, no DTD). */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
});

function parsed(xml: string): Node {
  if (XMLValidator.validate(xml) !== true) throw new PackageRefused('package.manifestNotXml');
  return parser.parse(xml) as Node;
}

const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const node = value as Node;
    if (typeof node['#text'] === 'string') return node['#text'];
    const strings = node.langstring as Node[] | undefined;
    if (strings?.[0]) return textOf(strings[0]);
  }
  return '';
};
const listOf = (value: unknown) => (Array.isArray(value) ? (value as Node[]) : []);

/** A path the manifest names, inside the package, joined to its base; refused when it leaves. */
function namedPath(href: string, base = '') {
  const [path = '', query = ''] = href.split('?');
  const inside = insidePath(decodeURI(base + path));
  if (!inside || /^[a-z][a-z0-9+.-]*:/i.test(href)) throw new PackageRefused('package.pathOutside', href);
  return { path: inside, launch: query ? `${inside}?${query}` : inside };
}

/** The SCORM version a manifest's `schemaversion` names (none: 1.2, as its packages often omit it). */
function standardOf(schemaVersion: string): PackageStandard {
  const version = schemaVersion.trim().toLowerCase();
  if (version === '' || version === '1.2') return 'scorm12';
  if (version.includes('4th')) return 'scorm2004-4';
  if (version.includes('3rd') || version === 'cam 1.3' || version === '2004') return 'scorm2004-3';
  throw new PackageRefused('package.manifestVersion', schemaVersion);
}

/** A SCORM 1.2 or 2004 imsmanifest.xml: its version, its SCOs in the organization's order, the files it names. */
export function scormManifest(xml: string): PackageManifest {
  const manifest = parsed(xml).manifest as Node | undefined;
  if (!manifest) throw new PackageRefused('package.manifestNotScorm');
  const standard = standardOf(textOf((manifest.metadata as Node | undefined)?.schemaversion));
  const base = String(manifest['@base'] ?? '');
  const resources = new Map<string, Node>();
  for (const resource of listOf((manifest.resources as Node | undefined)?.resource))
    resources.set(String(resource['@identifier']), resource);

  const organizations = listOf((manifest.organizations as Node | undefined)?.organization);
  const chosen = String((manifest.organizations as Node | undefined)?.['@default'] ?? '');
  const organization = organizations.find((one) => one['@identifier'] === chosen) ?? organizations[0];
  if (!organization) throw new PackageRefused('package.manifestNoUnits');

  const units: PackageUnit[] = [];
  const walk = (items: Node[]) => {
    for (const item of items) {
      const resource = resources.get(String(item['@identifierref'] ?? ''));
      if (resource?.['@href']) {
        const resourceBase = base + String(resource['@base'] ?? '');
        const href = String(resource['@href']) + String(item['@parameters'] ?? '');
        units.push({
          id: String(item['@identifier']),
          title: textOf(item.title) || String(item['@identifier']),
          launch: namedPath(href, resourceBase).launch,
        });
      }
      walk(listOf(item.item));
    }
  };
  walk(listOf(organization.item));
  if (units.length === 0) throw new PackageRefused('package.manifestNoUnits');

  const named = [...resources.values()].flatMap((resource) => {
    const resourceBase = base + String(resource['@base'] ?? '');
    const files = listOf(resource.file).map((file) => namedPath(String(file['@href']), resourceBase).path);
    return resource['@href'] ? [namedPath(String(resource['@href']), resourceBase).path, ...files] : files;
  });
  return { standard, title: textOf(organization.title) || units[0]?.title || '', units, named };
}

/** A cmi5.xml course structure: its assignable units (in blocks or not), each launched inside the package. */
export function cmi5Manifest(xml: string): PackageManifest {
  const structure = parsed(xml).courseStructure as Node | undefined;
  if (!structure) throw new PackageRefused('package.manifestNotCmi5');
  const units: PackageUnit[] = [];
  const walk = (node: Node) => {
    for (const au of listOf(node.au)) {
      const url = textOf(au.url);
      const { launch } = namedPath(url);
      const mastery = au['@masteryScore'] === undefined ? undefined : Number(au['@masteryScore']);
      const launchParameters = textOf(au.launchParameters);
      units.push({
        id: String(au['@id']),
        title: textOf(au.title) || String(au['@id']),
        launch,
        moveOn: String(au['@moveOn'] ?? 'NotApplicable'),
        ...(mastery !== undefined && Number.isFinite(mastery) ? { masteryScore: mastery } : {}),
        ...(launchParameters ? { launchParameters } : {}),
      });
    }
    for (const block of listOf(node.block)) walk(block);
  };
  walk(structure);
  if (units.length === 0) throw new PackageRefused('package.manifestNoUnits');
  const course = structure.course as Node | undefined;
  return {
    standard: 'cmi5',
    title: textOf(course?.title) || units[0]?.title || '',
    units,
    named: units.map((unit) => unit.launch.split('?')[0] ?? unit.launch),
  };
}
