import GatewayContract
import LoginRepositoryAPI

/// The contract's answers as Login's remote results.
enum LoginMapper {
    static func result(_ step: Components.Schemas.LoginStep) -> LoginRepositoryNameSpace.LoginOrRegisterRemoteResult {
        switch step.step {
        case .verifyEmail: .init(step: .verifyEmail, token: step.temporaryToken)
        case .enterPin: .init(step: .enterPin, token: nil)
        }
    }
}
