import { item, type SubCatalog } from '../catalog-types';
import { chans, pcs, set, std, withEis } from '../sku-labels';

const unit = '1 unit';

/** 电化学工作站 (top 5), sub-categories 501–504. */
export const electrochemicalWorkstations: SubCatalog[] = [
  {
    kind: 'equip',
    use: [
      '集循环伏安、恒电位/恒电流、交流阻抗等多种技术于一体，满足电极材料与电催化研究。',
      'Combines cyclic voltammetry, potentiostatic and galvanostatic techniques and impedance in one instrument for electrode-material and electrocatalysis research.',
      'サイクリックボルタンメトリー、定電位・定電流測定、インピーダンスなどの手法を 1 台で行え、電極材料や電極触媒の研究に対応します。',
      '순환전압전류법, 정전위·정전류 측정, 임피던스 등 여러 기법을 한 대로 수행해 전극 소재와 전기촉매 연구에 대응합니다.',
    ],
    labels: ['model', 'voltage', 'current', 'resolution', 'frequency'],
    items: [
      item(['电化学工作站', 'Electrochemical workstation', '電気化学測定システム', '전기화학 워크스테이션'], ['EW-660', '±10 V', '±250 mA', '1 pA', '10 µHz–1 MHz'], [[std, unit, 68000], [withEis, unit, 98000]], { key: 'potentiostat' }),
      item(['大电流电化学工作站（±2 A）', 'High-current potentiostat, ±2 A', '大電流ポテンショスタット（±2 A）', '대전류 포텐쇼스탯(±2 A)'], ['EW-2000', '±12 V', '±2 A', '10 pA', '10 µHz–1 MHz'], [[withEis, unit, 158000]]),
      item(['便携式 USB 恒电位仪', 'Portable USB potentiostat', 'ポータブル USB ポテンショスタット', '휴대용 USB 포텐쇼스탯'], ['PS-mini', '±5 V', '±30 mA', '1 nA', '0.1 Hz–100 kHz'], [[std, unit, 15800]]),
      item(['双恒电位仪', 'Bipotentiostat', 'バイポテンショスタット', '바이포텐쇼스탯'], ['BP-760', '±10 V', '±250 mA', '1 pA', 'DC–100 kHz'], [[std, unit, 88000]]),
      item(['低电流电化学工作站', 'Low-current potentiostat', '微小電流ポテンショスタット', '저전류 포텐쇼스탯'], ['LC-100', '±10 V', '±100 µA', '1 fA', '10 µHz–1 MHz'], [[std, unit, 128000]]),
    ],
  },
  {
    kind: 'equip',
    use: [
      '多个通道独立运行、互不干扰，可同时测试多只电池或多个电极，大幅提高实验通量。',
      'Independent, isolated channels test several cells or electrodes at once and multiply lab throughput.',
      '各チャンネルが独立して動作するため、複数のセルや電極を同時に測定でき、実験の効率が大きく向上します。',
      '채널이 서로 독립적으로 동작해 여러 셀이나 전극을 동시에 측정할 수 있어 실험 처리량이 크게 늘어납니다.',
    ],
    labels: ['model', 'channels', 'voltage', 'current', 'frequency'],
    items: [
      item(['多通道电化学工作站', 'Multi-channel potentiostat', 'マルチチャンネルポテンショスタット', '다채널 포텐쇼스탯'], ['MP-8', '4 / 8', '±10 V', '±400 mA', '10 µHz–200 kHz'], [[chans(4), unit, 148000], [chans(8), unit, 268000]], { key: 'multi-potentiostat' }),
      item(['16 通道电化学工作站', '16-channel potentiostat', '16 チャンネルポテンショスタット', '16채널 포텐쇼스탯'], ['MP-16', '16', '±10 V', '±200 mA', '10 µHz–100 kHz'], [[chans(16), unit, 288000]]),
      item(['模块化多通道电化学平台', 'Modular multi-channel potentiostat platform', 'モジュール式マルチチャンネル測定プラットフォーム', '모듈식 다채널 측정 플랫폼'], ['MC-12', '2–12', '±10 V', '±1 A', '10 µHz–1 MHz'], [[chans(2), unit, 118000], [chans(4), unit, 198000]]),
      item(['电池专用多通道恒电位仪', 'Multi-channel battery potentiostat', '電池用マルチチャンネルポテンショスタット', '전지용 다채널 포텐쇼스탯'], ['MP-B8', '8', '0–5 V', '±100 mA', '10 mHz–100 kHz'], [[chans(8), unit, 128000]]),
    ],
  },
  {
    kind: 'equip',
    use: [
      '扩展工作站的频率、电流与灵敏度范围，适用于电池、涂层及燃料电池的阻抗分析。',
      'Extends the frequency, current and sensitivity range of a workstation for impedance studies of batteries, coatings and fuel cells.',
      'ワークステーションの周波数・電流・感度範囲を拡張し、電池、コーティング、燃料電池のインピーダンス解析に使えます。',
      '워크스테이션의 주파수·전류·감도 범위를 확장해 전지, 코팅, 연료전지의 임피던스 분석에 사용합니다.',
    ],
    labels: ['model', 'frequency', 'accuracy', 'fits'],
    items: [
      item(['频率响应分析模块', 'Frequency response analyser module', '周波数応答解析モジュール', '주파수 응답 분석 모듈'], ['FRA-32', '10 µHz–1 MHz', '0.1% / 0.1°', 'EW-660 / MP-8'], [[std, unit, 38000]]),
      item(['高频交流阻抗模块（7 MHz）', 'High-frequency EIS module, 7 MHz', '高周波インピーダンスモジュール（7 MHz）', '고주파 EIS 모듈(7 MHz)'], ['HF-7M', '10 µHz–7 MHz', '0.3% / 0.3°', 'EW-660 / EW-2000'], [[std, unit, 68000]]),
      item(['电流放大器（±10 A）', 'Current booster, ±10 A', '電流ブースター（±10 A）', '전류 부스터(±10 A)'], ['CB-10', '±10 A', '±20 V', 'EW-660 / EW-2000'], [[std, unit, 48000]], { labels: ['model', 'current', 'voltage', 'fits'] }),
      item(['微电流测量模块', 'Low-current measurement module', '微小電流測定モジュール', '미소 전류 측정 모듈'], ['LCM-1', '±100 µA', '1 fA', 'EW-660'], [[std, unit, 26000]], { labels: ['model', 'current', 'resolution', 'fits'] }),
    ],
  },
  {
    kind: 'cons',
    use: [
      '与电化学工作站配套使用，尺寸标准、重现性好，适用于三电极体系测试。',
      'Standard-sized, reproducible parts to pair with a workstation in three-electrode measurements.',
      '電気化学測定装置と組み合わせて使う標準寸法の部品で、再現性が高く三極式測定に適しています。',
      '전기화학 워크스테이션과 함께 쓰는 표준 규격 부품으로 재현성이 좋아 3전극 측정에 적합합니다.',
    ],
    labels: ['model', 'material', 'size', 'fits'],
    items: [
      item(['玻碳电极（Φ3 mm）', 'Glassy carbon electrode, Φ3 mm', 'グラッシーカーボン電極（Φ3 mm）', '유리질 탄소 전극(Φ3 mm)'], ['GCE-3', 'GC / PEEK', '0.0707 cm²', 'Φ6 × 75 mm'], [[pcs(1), '1 pc', 380]], { key: 'gce', labels: ['model', 'material', 'area', 'size'] }),
      item(['铂丝对电极', 'Platinum wire counter electrode', '白金線対極', '백금선 상대 전극'], ['PT-05', 'Pt 99.99%', 'Φ0.5 × 37 mm', 'Φ6 mm'], [[pcs(1), '1 pc', 580]], { key: 'pt-counter' }),
      item(['银/氯化银参比电极', 'Ag/AgCl reference electrode', '銀/塩化銀参照電極', '은/염화은 기준 전극'], ['RE-1B', 'Ag/AgCl, 3 M KCl', '+0.210 V vs. SHE', 'Φ6 × 75 mm'], [[pcs(1), '1 pc', 480]], { key: 'ref-electrode', labels: ['model', 'material', 'potential', 'size'] }),
      item(['三电极电解池（50 mL）', 'Three-electrode electrochemical cell, 50 mL', '三極式電解セル（50 mL）', '3전극 전해 셀(50 mL)'], ['EC-50', 'Boro 3.3 / PTFE', '50 mL', 'Φ6 mm'], [[pcs(1), '1 pc', 380]], { key: 'three-cell', labels: ['model', 'material', 'volume', 'fits'] }),
      item(['电极抛光套装', 'Electrode polishing kit', '電極研磨キット', '전극 연마 키트'], ['PK-3', 'Al2O3 1.0 / 0.3 / 0.05 µm', 'Φ73 mm', 'GCE / Pt / Au'], [[set, '1 set', 198]], { key: 'polish-kit' }),
      item(['H 型电解池', 'H-type electrolytic cell', 'H 型電解セル', 'H형 전해 셀'], ['HC-30', 'Boro 3.3', '2 × 30 mL', 'Φ20 mm'], [[pcs(1), '1 pc', 680]], { labels: ['model', 'material', 'volume', 'fits'] }),
    ],
  },
];
