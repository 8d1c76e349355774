import PitchTrainerCLI

PitchTrainerProgram.main()
