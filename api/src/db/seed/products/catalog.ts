import type { SubCatalog } from './catalog-types';
import { assemblyTools } from './data/assembly-tools';
import { batteryExperiments } from './data/battery-experiments';
import { batteryTestEquipment } from './data/battery-test-equipment';
import { chemicalReagents } from './data/chemical-reagents';
import { electrochemicalWorkstations } from './data/electrochemical-workstations';
import { electrodeMaterials } from './data/electrode-materials';
import { electrolytesSalts } from './data/electrolytes-salts';
import { gasesCylinders } from './data/gases-cylinders';
import { gloveBoxes } from './data/glove-boxes';
import { instrumentsAnalysis } from './data/instruments-analysis';
import { labConsumables } from './data/lab-consumables';
import { nanomaterials } from './data/nanomaterials';
import { safetyProtection } from './data/safety-protection';
import { separatorsCollectors } from './data/separators-collectors';

/**
 * The products of the 14 top categories in the order of category-data.ts: entry i is top category i + 1,
 * and its sub-catalogue k is sub-category (i + 1) * 100 + k + 1.
 */
export const catalog: SubCatalog[][] = [
  batteryExperiments,
  nanomaterials,
  labConsumables,
  batteryTestEquipment,
  electrochemicalWorkstations,
  gloveBoxes,
  assemblyTools,
  electrodeMaterials,
  electrolytesSalts,
  separatorsCollectors,
  chemicalReagents,
  gasesCylinders,
  safetyProtection,
  instrumentsAnalysis,
];
