import { HomeView } from '@/features/catalogue/HomeView';
import { loadHomePage } from '@/features/catalogue/home-page';
import { answerPage } from '@/features/errors/page-answer';

export default async function HomePage() {
  return answerPage(await loadHomePage(), { view: (data) => <HomeView {...data} /> });
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
