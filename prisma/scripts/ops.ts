// The operator CLI's old address, still spawned by tests/integration/round-lifecycle.test.ts (being changed on another
// branch); the CLI is ops/main.ts (npm run ops). Remove once that test names ops/main.ts.
import "../../ops/main";
