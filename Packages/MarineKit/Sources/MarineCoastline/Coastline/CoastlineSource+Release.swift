extension CoastlineSource {
    /// The release date of the embedded GSHHG data (``gshhgFull``), ISO 8601: 2017-06-15 ("Version 2.3.7 June 15,
    /// 2017", GSHHG's README.TXT as shipped in Debian's `gmt-gshhg-full` 2.3.7-6).
    public static let gshhgReleaseDate = "2017-06-15"
}
