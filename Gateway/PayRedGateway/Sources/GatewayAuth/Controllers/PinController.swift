import GatewayContract
import GatewayCore
import Hummingbird

/// `POST /v1/auth/pin` (choose the first PIN) and `PUT /v1/auth/pin` (change it, signed in).
struct PinController: Sendable {
    let registration: RegistrationService
    let change: PinChangeService

    func register(on routes: GatewayRoutes) {
        routes.add(.post, "/v1/auth/pin", authenticated: false) { request, context in
            let body = try await request.decodeBody(as: Components.Schemas.ChoosePinRequest.self, context: context)
            let pin = try DigitCode.require(body.pin, else: .invalidPinFormat)
            let name = try body.firstName.map { try PersonName.require(firstName: $0, lastName: body.lastName ?? "") }
            let session = try await registration.setPin(registrationToken: body.registrationToken, pin: pin, name: name)
            return ContractResponse(Operations.ChoosePin.Output.Ok.Body.JsonPayload(payload: session))
        }
        routes.add(.put, "/v1/auth/pin", authenticated: true) { request, context in
            let body = try await request.decodeBody(as: Components.Schemas.ChangePinRequest.self, context: context)
            try await change.changePin(
                userID: try context.requireUserID(),
                accessTokenHash: try BearerToken.hash(of: request),
                oldPin: try DigitCode.require(body.oldPin, else: .invalidPinFormat),
                newPin: try DigitCode.require(body.newPin, else: .invalidPinFormat)
            )
            return ContractResponse(Operations.ChangePin.Output.Ok.Body.JsonPayload(payload: .init()))
        }
    }
}
