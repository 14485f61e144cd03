export interface Place {
  latitude: number | null;
  longitude: number | null;
  text: string;
  /** The device's reported accuracy in metres, when it was located. */
  accuracy?: number;
}

export const POSITION_TIMEOUT_MS = 8000;

/** The device position when the user allows it; null when refused, unavailable or too slow. */
export function getCurrentPlace(): Promise<Place | null> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: Number(position.coords.latitude.toFixed(6)),
          longitude: Number(position.coords.longitude.toFixed(6)),
          text: `${position.coords.latitude.toFixed(5)}, ${position.coords.longitude.toFixed(5)}`,
          accuracy: Math.round(position.coords.accuracy),
        }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 60000 },
    );
  });
}
