/**
 * Writes the seed's download PDFs (api/content/supportDownloading/files) from the texts below, so the
 * manuals, SDS and templates the shop offers are real, small, readable PDF files. Run it after editing a
 * text: `node --import tsx api/src/ops/content-pdfs.ts`; the PDFs are committed, so the seed stays fast.
 */
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

type Doc = { file: string; title: string; subtitle: string; sections: Array<{ heading: string; lines: string[] }> };

const OUT = fileURLToPath(new URL('../../content/supportDownloading/files/', import.meta.url));
const FIXED_DATE = new Date('2026-01-15T00:00:00Z');

const docs: Doc[] = [
  {
    file: 'coin-cell-assembly-manual.pdf', title: 'CR2032 Coin Cell Assembly Manual', subtitle: 'LabMall Technical Support - Manual TS-M-001, rev. 3',
    sections: [
      { heading: '1. Scope', lines: ['Assembly of CR2032 half cells and full cells inside an argon glovebox (H2O and O2 below 0.1 ppm).'] },
      { heading: '2. Stack order (bottom to top)', lines: ['Negative case - spacer - lithium chip - separator (wetted) - cathode disc - spacer - spring - positive cap.', 'Electrolyte: 40 to 60 uL in total, added in two portions on both sides of the separator.'] },
      { heading: '3. Crimping', lines: ['Crimp at 800 to 1000 psi with the die matched to the case size. Wipe the outside with isopropanol.', 'Rest 6 to 12 h before formation so the electrode wets completely.'] },
      { heading: '4. Checks', lines: ['Open-circuit voltage of a Li || NCM half cell: about 3.0 V. A value below 2.5 V points to a short.'] },
    ],
  },
  {
    file: 'lipf6-electrolyte-sds.pdf', title: 'Safety Data Sheet: 1.0 M LiPF6 in EC/DMC (1:1 v/v)', subtitle: 'According to GHS rev. 10 - Document SDS-E-012',
    sections: [
      { heading: '1. Identification', lines: ['Product: battery electrolyte, 1.0 M lithium hexafluorophosphate in ethylene carbonate / dimethyl carbonate.', 'CAS (LiPF6): 21324-40-3. Recommended use: laboratory research only.'] },
      { heading: '2. Hazards', lines: ['Flammable liquid (cat. 2). Toxic if swallowed. Causes severe skin burns and eye damage.', 'Reacts with water to release hydrogen fluoride (HF).'] },
      { heading: '4. First aid', lines: ['Skin: rinse with plenty of water for 15 min, then apply 2.5% calcium gluconate gel. Seek medical help.'] },
      { heading: '7. Handling and storage', lines: ['Handle under dry argon. Store tightly closed at 2 to 25 C, away from moisture and heat sources.'] },
      { heading: '13. Disposal', lines: ['Collect as halogenated organic waste. Never pour into drains.'] },
    ],
  },
  {
    file: 'glovebox-maintenance-log.pdf', title: 'Glovebox Maintenance Log (template)', subtitle: 'Print, fill in weekly, keep beside the glovebox',
    sections: [
      { heading: 'Weekly readings', lines: ['Date | Operator | O2 (ppm) | H2O (ppm) | Box pressure (mbar) | Notes', '______ | ______ | ______ | ______ | ______ | ______'] },
      { heading: 'Monthly tasks', lines: ['Check gloves for pinholes; inspect O-rings of both antechambers; note purifier hours.'] },
      { heading: 'Regeneration record', lines: ['Date | Gas used (5% H2 / Ar) | Duration | Result after 24 h'] },
    ],
  },
  {
    file: 'cycling-test-report-template.pdf', title: 'Battery Cycling Test Report (template)', subtitle: 'For coin, pouch and cylindrical cells',
    sections: [
      { heading: 'Cell information', lines: ['Cell ID, chemistry, active mass loading (mg/cm2), electrolyte volume, assembly date.'] },
      { heading: 'Protocol', lines: ['Formation: 2 cycles at C/10. Cycling: C/3 charge, C/3 discharge, voltage window, temperature 25 C.'] },
      { heading: 'Results', lines: ['First-cycle efficiency, capacity retention after 100 and 500 cycles, average coulombic efficiency.'] },
    ],
  },
  {
    file: 'lithium-foil-sds.pdf', title: 'Safety Data Sheet: Lithium Metal Foil', subtitle: 'Document SDS-M-003',
    sections: [
      { heading: '1. Identification', lines: ['Lithium metal foil, 99.9%, thickness 50 to 600 um. CAS: 7439-93-2.'] },
      { heading: '2. Hazards', lines: ['In contact with water releases flammable gases which may ignite spontaneously. Causes severe burns.'] },
      { heading: '5. Fire fighting', lines: ['Use a Class D extinguisher or dry sand. Never use water, CO2 or foam.'] },
      { heading: '7. Handling', lines: ['Cut and punch only in an argon glovebox or a dry room (dew point below -40 C).'] },
    ],
  },
  {
    file: 'nmp-solvent-sds.pdf', title: 'Safety Data Sheet: N-Methyl-2-pyrrolidone (NMP)', subtitle: 'Document SDS-S-007',
    sections: [
      { heading: '1. Identification', lines: ['N-Methyl-2-pyrrolidone, battery grade, water below 50 ppm. CAS: 872-50-4.'] },
      { heading: '2. Hazards', lines: ['May damage fertility or the unborn child (Repr. 1B). Causes skin and serious eye irritation.'] },
      { heading: '8. Exposure controls', lines: ['Work in a fume hood; butyl rubber gloves; recover solvent from electrode drying ovens.'] },
    ],
  },
  {
    file: 'workstation-quick-start.pdf', title: 'Electrochemical Workstation Quick Start', subtitle: 'CV, EIS and GITT in fifteen minutes',
    sections: [
      { heading: '1. Connections', lines: ['Working electrode: green. Counter: red. Reference: white. Sense lead beside the working lead for 4-wire cells.'] },
      { heading: '2. Cyclic voltammetry', lines: ['Start at OCV, scan 0.1 mV/s for kinetics or 1 to 100 mV/s for a rate study.'] },
      { heading: '3. Impedance', lines: ['10 mV amplitude, 100 kHz to 10 mHz, 10 points per decade; rest the cell 1 h first.'] },
    ],
  },
  {
    file: 'procurement-request-template.pdf', title: 'Research Procurement Request (template)', subtitle: 'For university and institute purchasing offices',
    sections: [
      { heading: 'Requester', lines: ['Name, group, project number, budget code, delivery address, contact phone.'] },
      { heading: 'Items', lines: ['SKU code | Description | Quantity | Unit price (CNY) | Amount', 'Attach the quotation and, for hazardous goods, the SDS.'] },
      { heading: 'Approvals', lines: ['Principal investigator ____________   Purchasing office ____________   Date ________'] },
    ],
  },
];

function write(doc: Doc): Promise<void> {
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: doc.title, Author: 'LabMall Technical Support', CreationDate: FIXED_DATE, ModDate: FIXED_DATE } });
  const done = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(`${OUT}${doc.file}`);
    out.on('finish', resolve).on('error', reject);
    pdf.pipe(out);
  });
  pdf.font('Helvetica-Bold').fontSize(18).text(doc.title);
  pdf.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#555555').text(doc.subtitle).fillColor('#000000');
  for (const section of doc.sections) {
    pdf.moveDown(1).font('Helvetica-Bold').fontSize(12).text(section.heading);
    for (const line of section.lines) pdf.moveDown(0.3).font('Helvetica').fontSize(10.5).text(line);
  }
  pdf.end();
  return done;
}

await Promise.all(docs.map(write));
console.log(`${docs.length} PDFs written to ${OUT}`);
