/// Marks the module as present until its first real source file lands; delete it then.
enum FormattingPlaceholder {}
