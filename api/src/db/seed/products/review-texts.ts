import type { Lang } from '../../../i18n/language';
import type { Kind } from './catalog-types';

type Review = [rating: number, content: string];

/** What buyers write, by kind of product and by the buyer's language. */
export const reviewTexts: Record<Kind, Record<Lang, Review[]>> = {
  chem: {
    zh: [
      [5, '纯度很高，做出来的扣电首效和文献数据基本一致，包装在手套箱里开封也很方便。'],
      [5, '水分控制得好，配的电解液颜色清亮，放了两周也没有变色。'],
      [4, '批次稳定，COA 信息齐全。发货速度快，就是外包装可以再加强一点。'],
      [4, '性价比不错，和之前用的进口品牌做了对比测试，循环性能差别不大。'],
      [3, '产品本身没问题，但这次物流慢了几天，希望改进。'],
    ],
    en: [
      [5, 'Purity is as stated: our coin cells reached the first-cycle efficiency we expected from the literature.'],
      [5, 'Arrived well sealed under argon, and the CoA matched our own Karl Fischer check.'],
      [4, 'Consistent from lot to lot, which matters for our long-term cycling study. Shipping took a few extra days.'],
      [4, 'Good value compared with the big catalogue brands; in our tests the performance was essentially the same.'],
      [3, 'The product is fine, but the package sizes could be more flexible.'],
    ],
    ja: [
      [5, '純度が高く、コインセルの初回効率も文献値とほぼ同じでした。グローブボックス内での開封もしやすい包装です。'],
      [5, '水分管理がしっかりしていて、調製した電解液は二週間経っても着色しませんでした。'],
      [4, 'ロット間のばらつきが少なく、試験成績書の内容も十分です。外装はもう少し丈夫だと安心です。'],
      [4, '海外ブランドと比較試験しましたが、サイクル特性に大きな差はなくコストパフォーマンスが良いです。'],
      [3, '品質は問題ありませんが、今回は配送に数日余分にかかりました。'],
    ],
    ko: [
      [5, '순도가 높아서 코인셀 초기 효율이 문헌 값과 거의 같게 나왔습니다. 글로브박스 안에서 개봉하기도 편합니다.'],
      [5, '수분 관리가 잘 되어 있어서 조제한 전해액이 2주가 지나도 변색되지 않았습니다.'],
      [4, '로트 간 편차가 적고 성적서 정보도 충분합니다. 외포장은 조금 더 튼튼하면 좋겠습니다.'],
      [4, '해외 브랜드와 비교 시험했는데 사이클 성능 차이가 거의 없어 가성비가 좋습니다.'],
      [3, '제품은 괜찮지만 이번에는 배송이 며칠 늦었습니다.'],
    ],
  },
  equip: {
    zh: [
      [5, '设备运行稳定，连续测了三个月没有出现掉线，软件导出数据也很方便。'],
      [5, '工程师上门安装调试很专业，培训讲得很细，新同学半天就能上手。'],
      [4, '精度符合标称，和实验室另一台进口设备的对比数据一致。说明书可以再详细一些。'],
      [4, '做工扎实，售后响应快，价格比同类进口产品低不少。'],
      [3, '功能够用，但风扇噪音稍大，放在办公区附近有点吵。'],
    ],
    en: [
      [5, 'Has run for three months straight without a single dropped channel, and exporting the data is painless.'],
      [5, 'The engineer who installed it was excellent, and the training was thorough enough that new students were working on their own after an afternoon.'],
      [4, 'Accuracy matches the spec sheet and our results agree with the imported unit next to it. The manual could be more detailed.'],
      [4, 'Solidly built and support answers quickly. Noticeably cheaper than comparable imported instruments.'],
      [3, 'Does the job, but the fan is louder than we would like in a shared office.'],
    ],
    ja: [
      [5, '3か月連続で稼働させてもチャンネル落ちが一度もなく、データの出力も簡単です。'],
      [5, '設置に来たエンジニアの対応が丁寧で、トレーニングも分かりやすく新人でも半日で使えるようになりました。'],
      [4, '精度は仕様どおりで、隣の輸入機とデータがよく一致しました。取扱説明書はもう少し詳しいと助かります。'],
      [4, '作りがしっかりしていてサポートの返答も早いです。同等の輸入品よりかなり安価です。'],
      [3, '機能は十分ですが、ファンの音が少し大きく居室の近くだと気になります。'],
    ],
    ko: [
      [5, '3개월 동안 연속으로 돌렸는데 채널이 한 번도 끊기지 않았고 데이터 내보내기도 편합니다.'],
      [5, '설치하러 온 엔지니어가 아주 꼼꼼했고 교육도 자세해서 신입생도 반나절 만에 사용할 수 있었습니다.'],
      [4, '정확도가 사양대로이고 옆에 있는 수입 장비와 데이터가 잘 일치합니다. 설명서는 조금 더 자세하면 좋겠습니다.'],
      [4, '만듦새가 튼튼하고 A/S 응답이 빠릅니다. 비슷한 수입 제품보다 훨씬 저렴합니다.'],
      [3, '기능은 충분하지만 팬 소음이 조금 커서 사무 공간 근처에서는 거슬립니다.'],
    ],
  },
  cons: {
    zh: [
      [5, '尺寸精确，和我们现有的设备配合得很好，用了几百个没有出现问题。'],
      [5, '质量稳定，一直在回购，实验室每个月都要用好几包。'],
      [4, '表面干净无毛刺，包装很严实。希望能出更大包装的规格。'],
      [4, '和原来用的进口产品差不多，价格便宜一半，值得推荐。'],
      [3, '整体可以，个别几片边缘有点翘，不影响使用。'],
    ],
    en: [
      [5, 'Dimensions are spot on and it fits our existing setup perfectly; several hundred used without a single problem.'],
      [5, 'Consistent quality. We reorder every month and have never had a bad batch.'],
      [4, 'Clean, burr-free and well packed. A bulk pack size would be welcome.'],
      [4, 'On a par with the imported parts we used before, at about half the price.'],
      [3, 'Mostly fine, though a few pieces had slightly curled edges. Still usable.'],
    ],
    ja: [
      [5, '寸法が正確で手持ちの装置にぴったり合いました。数百個使って不具合はありません。'],
      [5, '品質が安定しているので毎月リピートしています。'],
      [4, '表面がきれいでバリもなく、梱包も丁寧です。大容量パックがあるとうれしいです。'],
      [4, '以前使っていた輸入品と同等の品質で、価格は半分ほどです。'],
      [3, '全体的には良いのですが、いくつかふちが少し反っていました。使用には問題ありません。'],
    ],
    ko: [
      [5, '치수가 정확해서 기존 장비에 딱 맞습니다. 수백 개를 썼는데 문제가 한 번도 없었습니다.'],
      [5, '품질이 안정적이라 매달 재구매하고 있습니다.'],
      [4, '표면이 깨끗하고 버가 없으며 포장도 꼼꼼합니다. 대용량 포장이 나오면 좋겠습니다.'],
      [4, '전에 쓰던 수입품과 품질이 비슷한데 가격은 절반 정도입니다.'],
      [3, '전체적으로 괜찮지만 몇 개는 가장자리가 살짝 휘어 있었습니다. 사용에는 문제없습니다.'],
    ],
  },
};
