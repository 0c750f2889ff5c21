import type { GhsPictogram, SignalWord } from '../../schema/product-safety';

/** A GHS classification as the supplier's label gives it; `codes` in label order. */
export type Classification = { pictograms: GhsPictogram[]; signal: SignalWord | null; codes: string[]; un?: string };

const c = (pictograms: GhsPictogram[], signal: SignalWord | null, codes: string[], un?: string): Classification =>
  ({ pictograms, signal, codes, ...(un ? { un } : {}) });

/** Needs no GHS label (the page and the SDS say so rather than staying silent). */
const notClassified = c([], null, []);

/**
 * Classifications of the catalogue's pure substances by CAS number, after the harmonised EU/CLP entries
 * and the major suppliers' SDS (Sigma-Aldrich, TCI). Every product with this CAS gets it.
 */
export const byCas: Record<string, Classification> = {
  '21324-40-3': c(['GHS05', 'GHS06', 'GHS08'], 'danger', ['H301', 'H314', 'H372', 'EUH014']), // LiPF6
  '21324-39-0': c(['GHS05', 'GHS07'], 'danger', ['H302', 'H314']), // NaPF6
  '90076-65-6': c(['GHS05', 'GHS06', 'GHS08'], 'danger', ['H301', 'H311', 'H314', 'H373', 'H412']), // LiTFSI
  '171611-11-3': c(['GHS05', 'GHS07'], 'danger', ['H302', 'H314']), // LiFSI
  '14283-07-9': c(['GHS05', 'GHS07'], 'danger', ['H302', 'H314']), // LiBF4
  '7791-03-9': c(['GHS03', 'GHS07'], 'danger', ['H272', 'H315', 'H319', 'H335'], 'UN1481'), // LiClO4
  '7790-69-4': c(['GHS03', 'GHS07'], 'warning', ['H272', 'H319'], 'UN2722'), // LiNO3
  '7601-89-0': c(['GHS03', 'GHS07', 'GHS08'], 'danger', ['H271', 'H302', 'H319', 'H373'], 'UN1502'), // NaClO4
  '96-49-1': c(['GHS07', 'GHS08'], 'warning', ['H302', 'H319', 'H373']), // ethylene carbonate
  '616-38-6': c(['GHS02'], 'danger', ['H225'], 'UN1161'), // dimethyl carbonate
  '623-53-0': c(['GHS02'], 'danger', ['H225'], 'UN1993'), // ethyl methyl carbonate
  '105-58-8': c(['GHS02'], 'warning', ['H226'], 'UN2366'), // diethyl carbonate
  '108-32-7': c(['GHS07'], 'warning', ['H319']), // propylene carbonate
  '110-71-4': c(['GHS02', 'GHS07', 'GHS08'], 'danger', ['H225', 'H332', 'H360FD', 'EUH019'], 'UN2252'), // DME
  '646-06-0': c(['GHS02', 'GHS07'], 'danger', ['H225', 'H319'], 'UN1166'), // 1,3-dioxolane
  '114435-02-8': c(['GHS07'], 'warning', ['H302', 'H315', 'H319']), // FEC
  '872-36-6': c(['GHS05', 'GHS06', 'GHS08', 'GHS09'], 'danger', ['H302', 'H311', 'H317', 'H318', 'H373', 'H411']), // VC
  '1120-71-4': c(['GHS07', 'GHS08'], 'danger', ['H302', 'H312', 'H350']), // 1,3-propane sultone
  '872-50-4': c(['GHS07', 'GHS08'], 'danger', ['H315', 'H319', 'H335', 'H360D']), // NMP
  '24937-79-9': notClassified, // PVDF
  '9004-32-4': notClassified, // CMC
  '15365-14-7': notClassified, // LiFePO4
  '1333-86-4': notClassified, // carbon black
  '346417-97-8': c(['GHS07', 'GHS08'], 'danger', ['H317', 'H350i', 'H372']), // NCM (nickel compounds)
  '7439-93-2': c(['GHS02', 'GHS05'], 'danger', ['H260', 'H314', 'EUH014'], 'UN1415'), // lithium
  '7440-23-5': c(['GHS02', 'GHS05'], 'danger', ['H260', 'H314', 'EUH014'], 'UN1428'), // sodium
  '7440-09-7': c(['GHS02', 'GHS05'], 'danger', ['H260', 'H314', 'EUH014'], 'UN2257'), // potassium
  '1310-66-3': c(['GHS05', 'GHS07'], 'danger', ['H302', 'H314'], 'UN2680'), // LiOH·H2O
  '554-13-2': c(['GHS07'], 'warning', ['H302', 'H319']), // Li2CO3
  '1310-73-2': c(['GHS05'], 'danger', ['H290', 'H314'], 'UN1823'), // NaOH
  '1310-58-3': c(['GHS05', 'GHS07'], 'danger', ['H290', 'H302', 'H314'], 'UN1813'), // KOH
  '67-64-1': c(['GHS02', 'GHS07'], 'danger', ['H225', 'H319', 'H336', 'EUH066'], 'UN1090'), // acetone
  '64-17-5': c(['GHS02', 'GHS07'], 'danger', ['H225', 'H319'], 'UN1170'), // ethanol
  '67-56-1': c(['GHS02', 'GHS06', 'GHS08'], 'danger', ['H225', 'H301', 'H311', 'H331', 'H370'], 'UN1230'), // methanol
  '109-99-9': c(['GHS02', 'GHS07', 'GHS08'], 'danger', ['H225', 'H302', 'H319', 'H335', 'H351', 'EUH019'], 'UN2056'), // THF
  '7440-37-1': c(['GHS04'], 'warning', ['H280'], 'UN1006'), // argon
  '7727-37-9': c(['GHS04'], 'warning', ['H280'], 'UN1066'), // nitrogen
  '7440-59-7': c(['GHS04'], 'warning', ['H280'], 'UN1046'), // helium
  '1333-74-0': c(['GHS02', 'GHS04'], 'danger', ['H220', 'H280'], 'UN1049'), // hydrogen
  '7782-44-7': c(['GHS03', 'GHS04'], 'danger', ['H270', 'H280'], 'UN1072'), // oxygen
  '124-38-9': c(['GHS04'], 'warning', ['H280'], 'UN1013'), // carbon dioxide
};

/**
 * Electrolyte solutions have no CAS of their own: they are classified as mixtures, by their solvent (DMC and
 * EMC highly flammable, DEC flammable; glymes toxic to reproduction) and their salt. Matched on the English name.
 */
export const byName: Array<{ pattern: RegExp; classification: Classification }> = [
  { pattern: /^1\.\d M (LiPF6|NaPF6) in EC\/DEC/, classification: c(['GHS02', 'GHS05', 'GHS07', 'GHS08'], 'danger', ['H226', 'H302', 'H315', 'H318', 'H373']) },
  { pattern: /^1\.\d M (LiPF6|NaPF6) in EC\/(DMC|EMC)/, classification: c(['GHS02', 'GHS05', 'GHS07', 'GHS08'], 'danger', ['H225', 'H302', 'H315', 'H318', 'H373']) },
  { pattern: /^1\.0 M LiTFSI in DOL\/DME/, classification: c(['GHS02', 'GHS05', 'GHS07', 'GHS08'], 'danger', ['H225', 'H302', 'H318', 'H360FD']) },
  { pattern: /^1\.0 M NaPF6 in diglyme/, classification: c(['GHS02', 'GHS05', 'GHS07', 'GHS08'], 'danger', ['H226', 'H302', 'H318', 'H360FD']) },
];
