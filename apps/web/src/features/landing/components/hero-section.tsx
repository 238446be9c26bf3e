import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { useAuth } from '@/lib/session';
import { useDeferredVideo } from '../hooks/use-deferred-video';
import { usePrimaryAction } from '../hooks/use-primary-action';

export function HeroSection() {
  const { t } = useTranslation('landing');
  const { isAuthenticated } = useAuth();
  const primary = usePrimaryAction();
  const showVideo = useDeferredVideo();
  const [playing, setPlaying] = useState(false);

  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[36rem] items-center overflow-hidden bg-brand-950 pt-28 pb-20 sm:min-h-[42rem] lg:min-h-[46rem]"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <img
          src="/media/hero-poster.webp"
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
          decoding="async"
          className="size-full object-cover"
        />
        {showVideo ? (
          <video
            className={cn(
              'absolute inset-0 size-full object-cover transition-opacity duration-1000',
              playing ? 'opacity-100' : 'opacity-0',
            )}
            autoPlay
            muted
            loop
            playsInline
            preload="auto"
            poster="/media/hero-poster.webp"
            aria-hidden="true"
            tabIndex={-1}
            onPlaying={() => setPlaying(true)}
          >
            <source src="/media/hero.webm" type="video/webm" />
            <source src="/media/hero.mp4" type="video/mp4" />
          </video>
        ) : null}
        {/* A dark, slightly teal overlay keeps white text at AA contrast whatever the frame. */}
        <div className="absolute inset-0 bg-gradient-to-b from-slate-950/75 via-brand-950/70 to-slate-950/85" />
      </div>

      <Container className="relative text-center">
        <p className="mx-auto mb-6 inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-medium text-white backdrop-blur">
          <ShieldCheck aria-hidden="true" className="size-4 text-gold-300" />
          {t('hero.badge')}
        </p>
        <h1
          id="hero-title"
          className="mx-auto max-w-4xl text-4xl leading-tight font-bold text-balance text-white sm:text-5xl lg:text-6xl lg:leading-tight"
        >
          <span className="block">{t('hero.titleLine1')}</span>
          <span className="block text-gold-300">{t('hero.titleLine2')}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-100 sm:text-xl">
          {t('hero.subtitle')}
        </p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button size="lg" variant="gold" onClick={primary}>
            {isAuthenticated ? t('hero.primaryAuthenticated') : t('hero.primary')}
            <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </Button>
          {isAuthenticated ? (
            <ButtonLink to="/dashboard" size="lg" variant="inverse">
              {t('hero.goToDashboard')}
            </ButtonLink>
          ) : (
            <ButtonLink to="/login" size="lg" variant="inverse">
              {t('hero.secondary')}
            </ButtonLink>
          )}
        </div>
      </Container>
    </section>
  );
}
