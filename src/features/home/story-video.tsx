import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Container, Group, Stack, Text } from '#src/components/plain';
import { Grid } from '#src/components/layout/responsive-grid';
import { privacyEmbedUrl, storyVideo } from '#content/home';
import { SectionHeading } from './section-heading';
import classes from './home.module.css';

/**
 * The story video as a facade: the project's own poster and a play button. Nothing is fetched
 * from the video host until the visitor clicks; then the privacy-mode player starts playing.
 */
export function StoryVideo() {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <section className={`${classes.section} ${classes.sectionWarm}`} aria-labelledby="story-title">
      <Container size="xl">
        <Grid gap={{ base: 'xl', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <div className={classes.videoFrame}>
              {playing ? (
                <iframe
                  ref={frame}
                  src={privacyEmbedUrl(storyVideo.youtubeId)}
                  title={storyVideo.title}
                  allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                  data-testid="story-video-player"
                />
              ) : (
                <button
                  type="button"
                  className={classes.videoFacade}
                  onClick={() => setPlaying(true)}
                  data-testid="story-video-facade"
                >
                  <img
                    src={storyVideo.poster.src}
                    alt={storyVideo.poster.alt}
                    width={storyVideo.poster.width}
                    height={storyVideo.poster.height}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className={classes.srOnly}>Play video: {storyVideo.title}, </span>
                  <span className={classes.playButton} aria-hidden="true">
                    <svg width="34" height="34" viewBox="0 0 24 24" fill="#fff">
                      <path d="M8 5v14l11-7z" />
                    </svg>
                  </span>
                  <span className={classes.videoDuration}>{storyVideo.duration}</span>
                </button>
              )}
            </div>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap={0}>
              <SectionHeading id="story-title" eyebrow="Our story" title="A Family Business Since 1936">
                {storyVideo.summary}
              </SectionHeading>
              <Group gap="sm">
                <Button component={Link} to="/calculator" size="md">
                  Estimate Your Monument
                </Button>
                <Button component={Link} to="/gallery" size="md" variant="outline">
                  View the Gallery
                </Button>
              </Group>
              <Text size="sm" mt="md" c="dimmed">
                The video plays from YouTube’s privacy-enhanced player, and only once you press play.
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}
