import Persistence
import GRDB
