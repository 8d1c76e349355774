import PitchTrainerCLI

await PitchTrainerProgram.main()
