import Persistence
import Testing
