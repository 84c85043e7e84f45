/**
 * Spam as it reaches a small firm's contact form (written after the kinds seen in the wild: SEO
 * and link sellers, web-design and app cold pitches, crypto and investment offers, text in another
 * script, bots that fill every field). The spam rules (server/follow-up/spam.ts) are measured
 * against these and the ordinary enquiries (tests/support/ordinary-enquiries.ts).
 */
export type SpamEnquiry = {
  firstName: string;
  lastName: string;
  company?: string;
  message: string;
  honeypot?: string;
};

export const SPAM_ENQUIRIES: readonly SpamEnquiry[] = [
  {
    firstName: "Jessica",
    lastName: "Miller",
    message:
      "Hi, I was checking your website and noticed it is not on the first page of Google. Our SEO services can get you top rankings on Google in 30 days. Reply with 'YES' for a free SEO audit report.",
  },
  {
    firstName: "Mike",
    lastName: "Anderson",
    company: "Digital Growth Agency",
    message:
      "Hello, we sell high quality backlinks from DA 50+ sites. Guest posting on news sites from $49. See https://linksbazaar.example/price and https://linksbazaar.example/samples",
  },
  {
    firstName: "Sarah",
    lastName: "Jones",
    message:
      "Dear Site Owner, I came across your website and I can increase your organic traffic with white hat link building. No upfront payment. If not interested reply STOP to unsubscribe.",
  },
  {
    firstName: "Crypto",
    lastName: "Trader",
    message:
      "Earn $5,000 weekly with our bitcoin trading signals. Guaranteed returns, join 20,000 investors on https://t.me/example_signals",
  },
  {
    firstName: "Elena",
    lastName: "Petrova",
    message:
      "Здравствуйте! Предлагаем продвижение вашего сайта в поисковых системах. Гарантия результата, низкие цены.",
  },
  {
    firstName: "Wei",
    lastName: "Zhang",
    message: "您好，我们提供专业的网站优化服务，保证您的网站排名在谷歌首页。请联系我们的微信获取报价。",
  },
  {
    firstName: "Robert",
    lastName: "Smith",
    company: "Global Capital Partners",
    message:
      "Business opportunity: passive income from our USDT staking pool. Minimum investment £500. Send your wallet address to receive the first payout.",
  },
  {
    firstName: "Anna",
    lastName: "White",
    message:
      "Want more customers? We drive traffic to your website: www.trafficnow.example www.trafficnow.example/plans www.trafficnow.example/reviews www.trafficnow.example/contact",
  },
  {
    firstName: "David",
    lastName: "Brown",
    message:
      "Hi there, I visited your site and think you would benefit from our link building package. Page 1 of Google guaranteed. https://rankfast.example",
  },
  {
    firstName: "Lucas",
    lastName: "Martin",
    message:
      "Hello, binance verified accounts for sale, crypto wallets pre-loaded. Casino bonus codes also available. Contact on telegram.",
  },
  {
    firstName: "Fatima",
    lastName: "Al-Sayed",
    message:
      "مرحبا، نحن نقدم خدمات تحسين محركات البحث بأسعار منخفضة جدا. تواصل معنا اليوم للحصول على عرض خاص.",
  },
  {
    firstName: "Kevin",
    lastName: "Lee",
    message:
      "Your website has 14 SEO errors. Our SEO expert can fix them today. Check the report: https://seo-report.example/yourdomain https://seo-report.example/fix",
  },
  {
    firstName: "Emily",
    lastName: "Clark",
    message:
      "Funding approved! Your business qualifies for a loan offer of up to £250,000. No credit checks. Apply at https://quickfund.example",
  },
  {
    firstName: "Tom",
    lastName: "Harris",
    message:
      "Boost your website traffic with our guest post service: do-follow links on 500+ blogs. Domain authority 40 to 90.",
  },
  {
    firstName: "Nina",
    lastName: "Kowalski",
    message: "Hello, I am interested in your services. Please contact me.",
    honeypot: " ",
  },
  {
    firstName: "Ivan",
    lastName: "Sokolov",
    message:
      "Лучшие цены на рекламу в интернете. Пишите нам. http://promo.example.ru http://promo.example.ru/price",
  },
  {
    firstName: "James",
    lastName: "Wilson",
    message:
      "I noticed your website loads slowly and ranks poorly. We are a white-label SEO agency offering SEO packages from $99/month. Reply 'NO' to opt out.",
  },
  {
    firstName: "Olivia",
    lastName: "Taylor",
    message:
      "Forex trading made easy: earn 3% daily. Limited investment opportunity, join https://fx-gains.example and https://fx-gains.example/join today.",
  },
  {
    firstName: "Hiroshi",
    lastName: "Tanaka",
    message:
      "こんにちは。貴社のウェブサイトのSEO対策をご提案いたします。今なら初月無料です。ご連絡お待ちしております。",
  },
  {
    firstName: "Ryan",
    lastName: "Moore",
    company: "AppCraft Studio",
    message:
      "Hi, we build mobile apps at a fraction of UK prices. Portfolio: https://appcraft.example/work https://appcraft.example/clients https://appcraft.example/prices https://appcraft.example/contact",
  },
  {
    firstName: "Grace",
    lastName: "Hall",
    message:
      "Hi! Quick question: would you be open to a guest post on your blog? We pay $100 per article with one do-follow backlink.",
  },
  {
    firstName: "Daniel",
    lastName: "King",
    message:
      "Hello, I'd like to discuss a partnership. We are a web development company from overseas. Can we talk?",
  },
  {
    firstName: "Sophie",
    lastName: "Wright",
    message: "Get 10,000 real followers and likes for your business pages. Cheap prices, fast delivery.",
  },
];
