import { Box, Center, ColorSwatch, Group, Loader, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { formatPercent } from '../format';
import type { ChartSlice } from './chart-data';

/** Ten slices at most (nine ranks and 其他), so ten colours never repeat. */
const SLICE_COLORS = ['#228be6', '#40c057', '#fab005', '#fa5252', '#7950f2', '#15aabf', '#fd7e14', '#e64980', '#82c91e', '#868e96'];
const SIZE = 220;
const RADIUS = 100;
const HOLE = 58;

export const CHART_MSG = {
  NO_SALES: '無銷售數據',
  LOADING: '資料載入中...',
  NO_DATA: '目前沒有資料',
} as const;

function point(angle: number, radius: number): string {
  const x = SIZE / 2 + radius * Math.sin(angle);
  const y = SIZE / 2 - radius * Math.cos(angle);
  return `${x.toFixed(3)} ${y.toFixed(3)}`;
}

/** The ring segment from one angle to another (radians, clockwise from 12 o'clock). */
export function ringPath(from: number, to: number): string {
  // A full circle cannot be one arc: draw it as two halves.
  if (to - from >= 2 * Math.PI - 1e-9) return `${ringPath(from, from + Math.PI)} ${ringPath(from + Math.PI, from + 2 * Math.PI)}`;
  const large = to - from > Math.PI ? 1 : 0;
  return [
    `M ${point(from, RADIUS)}`,
    `A ${RADIUS} ${RADIUS} 0 ${large} 1 ${point(to, RADIUS)}`,
    `L ${point(to, HOLE)}`,
    `A ${HOLE} ${HOLE} 0 ${large} 0 ${point(from, HOLE)}`,
    'Z',
  ].join(' ');
}

/** Each slice's colour and ring segment, clockwise from 12 o'clock in ranking order. */
function ringSegments(slices: readonly ChartSlice[]): { slice: ChartSlice; color: string; path: string }[] {
  let angle = 0;
  return slices.map((slice, index) => {
    const from = angle;
    angle += slice.share * 2 * Math.PI;
    return { slice, color: SLICE_COLORS[index % SLICE_COLORS.length] ?? '#868e96', path: ringPath(from, angle) };
  });
}

export interface SalesRankingChartProps {
  slices: readonly ChartSlice[];
  loading: boolean;
  /** The query failed or has no range yet: nothing to draw. */
  unavailable: boolean;
  /** The figure in the middle of the ring (e.g. the total amount). */
  centerLabel: string;
  centerValue: string;
  formatValue: (value: number) => string;
}

/** A ring chart of the ranking with its legend; the spec's empty states instead of an empty ring. */
export function SalesRankingChart({ slices, loading, unavailable, centerLabel, centerValue, formatValue }: SalesRankingChartProps) {
  let body;
  if (loading) {
    body = (
      <Center mih={SIZE}>
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">{CHART_MSG.LOADING}</Text>
        </Group>
      </Center>
    );
  } else if (unavailable) {
    body = (
      <Center mih={SIZE}>
        <Text c="dimmed">{CHART_MSG.NO_DATA}</Text>
      </Center>
    );
  } else if (slices.length === 0) {
    body = (
      <Center mih={SIZE}>
        <Text c="dimmed">{CHART_MSG.NO_SALES}</Text>
      </Center>
    );
  } else {
    const segments = ringSegments(slices);
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Center>
          <Box pos="relative" w={SIZE} h={SIZE}>
            <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label="銷售占比圖">
              {segments.map(({ slice, color, path }) => (
                <path key={slice.key} d={path} fill={color} stroke="#fff" strokeWidth={1}>
                  <title>{`${slice.fullName} ${formatValue(slice.value)} (${formatPercent(slice.share)})`}</title>
                </path>
              ))}
            </svg>
            <Stack gap={0} align="center" justify="center" pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
              <Text size="xs" c="dimmed">
                {centerLabel}
              </Text>
              <Text fw={700}>{centerValue}</Text>
            </Stack>
          </Box>
        </Center>
        <Stack gap={6} justify="center" component="ul" aria-label="銷售占比" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {segments.map(({ slice, color }) => (
            <Group key={slice.key} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch color={color} size={12} />
                <Tooltip label={slice.fullName} disabled={slice.fullName === slice.label}>
                  <Text size="sm">{slice.label}</Text>
                </Tooltip>
              </Group>
              <Text size="sm" ff="monospace">
                {formatPercent(slice.share)}
              </Text>
            </Group>
          ))}
        </Stack>
      </SimpleGrid>
    );
  }
  return (
    <Paper withBorder p="md" radius="md">
      {body}
    </Paper>
  );
}
