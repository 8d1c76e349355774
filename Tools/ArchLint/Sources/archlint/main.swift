import ArchLintCore

ArchLintCommand.main()
