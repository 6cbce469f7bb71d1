/// The hourly variables requested from Open-Meteo (names from the API docs, open-meteo.com/en/docs).
public enum OpenMeteoVariable {
    /// Forecast API (`/v1/forecast`): wind at 10 m, gusts (preceding-hour maximum), temperature, weather code.
    public static let forecast = [
        "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "temperature_2m", "weather_code",
    ]
    /// Marine API (`/v1/marine`): total sea, wind sea and primary swell (height, direction, period).
    public static let marine = [
        "wave_height", "wave_direction", "wave_period", "wind_wave_height", "wind_wave_direction",
        "wind_wave_period", "swell_wave_height", "swell_wave_direction", "swell_wave_period",
    ]
}
