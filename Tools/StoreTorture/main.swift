import TrainerKit
